import { listTopicsInput } from "@studio/shared/catalog";
import { giftOptions } from "../services/catalog";
import { cachedProducts } from "../services/product-list-cache";
import { allTopics, topicOptions } from "../services/topics";
import { publicProcedure, router } from "../trpc";

/** What visitors' generator panels read: public, no account needed (SPEC 6). */
export const catalogRouter = router({
  products: publicProcedure.query(({ ctx }) => cachedProducts(ctx.db)),

  /** With a product: the {id, name} pairs its topic select needs. Without: every topic in full. */
  topics: publicProcedure
    .input(listTopicsInput)
    .query(({ ctx, input }) =>
      input?.productId === undefined ? allTopics(ctx.db) : topicOptions(ctx.db, input.productId),
    ),

  giftOptions: publicProcedure.query(({ ctx }) => giftOptions(ctx.db)),
});
