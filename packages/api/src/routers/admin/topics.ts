import {
  adminAnswer,
  answer,
  createTopicInput,
  idInput,
  type TopicDto,
  type TopicPage,
  topicListInput,
  updateTopicInput,
} from "@studio/shared";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
import { createTopic, deleteTopic, pagedTopics, updateTopic } from "../../services/catalog/topics";
import { adminProcedure, router } from "../../trpc";
import { pathIdWins } from "./rest-wording";

// The GET of /api/topics is the public catalog's (catalog.ts).
export const adminTopicsRouter = router({
  /** A page: `{ cursor, limit, q, productId, botType }` → `{ items, nextCursor }`. */
  list: adminProcedure
    .input(topicListInput)
    .output(answers<TopicPage>(adminAnswer.topicPage))
    .query(({ ctx, input }) => pagedTopics(ctx.db, input)),

  create: adminProcedure
    .meta(rest.create("/api/topics", "Administration", "Create a topic"))
    .input(createTopicInput)
    .output(answers<TopicDto>(answer.topic))
    .mutation(({ ctx, input }) => createTopic(ctx.db, input)),

  update: adminProcedure
    .meta(rest.put("/api/topics/{id}", "Administration", `Update a topic (${pathIdWins})`))
    .input(updateTopicInput)
    .output(answers<TopicDto>(answer.topic))
    .mutation(({ ctx, input }) => updateTopic(ctx.db, input)),

  delete: adminProcedure
    .meta(
      rest.delete("/api/topics/{id}", "Administration", "Delete a topic", {
        response: answer.deleteResult,
      }),
    )
    .input(idInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => deleteTopic(ctx.db, input.id)),
});
