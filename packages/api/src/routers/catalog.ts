import {
  answer,
  type GiftOptionDto,
  idInput,
  type KnowledgeSourceDto,
  listTopicsInput,
  type ProductDto,
  type TopicDto,
  type TopicOptionDto,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";
import { giftOptions } from "../services/catalog/catalog";
import { readKnowledgeSource } from "../services/catalog/knowledge-base";
import { cachedProducts } from "../services/catalog/product-list-cache";
import { allTopics, topicOptions } from "../services/catalog/topics";
import { readProcedure, router } from "../trpc";

/** What visitors' generator panels read: public, no account needed (SPEC 6). */
export const catalogRouter = router({
  products: readProcedure
    .meta(rest.get("/api/products", "Catalog", "Products"))
    .output(answers<ProductDto[]>(z.array(answer.product)))
    .query(({ ctx }) => cachedProducts(ctx.db, ctx.productList)),

  /** With a product: the {id, name} pairs its topic select needs. Without: every topic in full. */
  topics: readProcedure
    .meta(
      rest.get("/api/topics", "Catalog", "Topics, optionally of one product", {
        query: z.object({ productId: z.string().optional() }),
      }),
    )
    .input(listTopicsInput)
    .output(answers<TopicDto[] | TopicOptionDto[]>(answer.topicsOrOptions))
    .query(({ ctx, input }) =>
      input?.productId === undefined ? allTopics(ctx.db) : topicOptions(ctx.db, input.productId),
    ),

  giftOptions: readProcedure
    .meta(rest.get("/api/gift-options", "Catalog", "Free-gift types"))
    .output(answers<GiftOptionDto[]>(z.array(answer.giftOption)))
    .query(({ ctx }) => giftOptions(ctx.db)),

  /** A generation source's name and content (the chips under a draft open it). */
  knowledgeSource: readProcedure
    .meta(
      rest.get(
        "/api/knowledge-sources/{id}",
        "Catalog",
        "A knowledge entry a draft drew on: its name and content only",
      ),
    )
    .input(idInput)
    .output(answers<KnowledgeSourceDto>(answer.knowledgeSource))
    .query(({ ctx, input }) => readKnowledgeSource(ctx.db, input.id)),
});
