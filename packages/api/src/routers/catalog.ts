import { idInput, listTopicsInput } from "@studio/shared";
import { giftOptions } from "../services/catalog/catalog";
import { readKnowledgeSource } from "../services/catalog/knowledge-base";
import { cachedProducts } from "../services/catalog/product-list-cache";
import { allTopics, topicOptions } from "../services/catalog/topics";
import { readProcedure, router } from "../trpc";

/** What visitors' generator panels read: public, no account needed (SPEC 6). */
export const catalogRouter = router({
  products: readProcedure.query(({ ctx }) => cachedProducts(ctx.db, ctx.productList)),

  /** With a product: the {id, name} pairs its topic select needs. Without: every topic in full. */
  topics: readProcedure
    .input(listTopicsInput)
    .query(({ ctx, input }) =>
      input?.productId === undefined ? allTopics(ctx.db) : topicOptions(ctx.db, input.productId),
    ),

  giftOptions: readProcedure.query(({ ctx }) => giftOptions(ctx.db)),

  /** A generation source's name and content (the chips under a draft open it). */
  knowledgeSource: readProcedure
    .input(idInput)
    .query(({ ctx, input }) => readKnowledgeSource(ctx.db, input.id)),
});
