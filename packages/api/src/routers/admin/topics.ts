import { createTopicInput, idInput, updateTopicInput } from "@studio/shared";
import { allTopics, createTopic, deleteTopic, updateTopic } from "../../services/topics";
import { adminProcedure, router } from "../../trpc";

export const adminTopicsRouter = router({
  /** The full list with a precise type for the console (catalog.topics answers two shapes). */
  list: adminProcedure.query(({ ctx }) => allTopics(ctx.db)),
  create: adminProcedure
    .input(createTopicInput)
    .mutation(({ ctx, input }) => createTopic(ctx.db, input)),
  update: adminProcedure
    .input(updateTopicInput)
    .mutation(({ ctx, input }) => updateTopic(ctx.db, input)),
  delete: adminProcedure.input(idInput).mutation(({ ctx, input }) => deleteTopic(ctx.db, input.id)),
});
