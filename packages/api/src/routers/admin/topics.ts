import { createTopicInput, idInput, topicListInput, updateTopicInput } from "@studio/shared";
import { createTopic, deleteTopic, pagedTopics, updateTopic } from "../../services/catalog/topics";
import { adminProcedure, router } from "../../trpc";

export const adminTopicsRouter = router({
  /** A page: `{ cursor, limit, q, productId, botType }` → `{ items, nextCursor }`. */
  list: adminProcedure.input(topicListInput).query(({ ctx, input }) => pagedTopics(ctx.db, input)),
  create: adminProcedure
    .input(createTopicInput)
    .mutation(({ ctx, input }) => createTopic(ctx.db, input)),
  update: adminProcedure
    .input(updateTopicInput)
    .mutation(({ ctx, input }) => updateTopic(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteTopic(ctx.db, input.id)),
});
