import {
  answer,
  type ContentCommentDto,
  commentIdInput,
  contentIdInput,
  createCommentBody,
  createCommentInput,
  type ResolveCommentResult,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../contract";
import { rest } from "../rest-meta";

import { addComment, listComments, resolveComment } from "../services/review/content-comments";
import { protectedProcedure, router } from "../trpc";

// API key scopes as for the item itself: reading needs 'read'; commenting changes the record.
const readComments = protectedProcedure.meta({ scope: "read" });
const writeComments = protectedProcedure.meta({ scope: "generate" });

/**
 * Review comments on an item (`/api/content/{id}/comments`): whoever may work on the item (its
 * owner, reviewers, administrators) reads and writes them; anyone else gets 404.
 */
export const commentsRouter = router({
  list: readComments
    .meta(
      rest.get(
        "/api/content/{id}/comments",
        "Content",
        "The item's review comments, oldest first (owner, reviewers, administrators)",
      ),
    )
    .input(contentIdInput)
    .output(answers<ContentCommentDto[]>(z.array(answer.contentComment)))
    .query(({ ctx, input }) => listComments(ctx.db, ctx.user, input.id)),

  create: writeComments
    .meta(
      rest.create(
        "/api/content/{id}/comments",
        "Content",
        "Comment on the current version: start/end (UTF-16 offsets into its text) quote a passage, none makes a general comment, parentId answers a thread",
        { body: createCommentBody },
      ),
    )
    .input(createCommentInput)
    .output(answers<ContentCommentDto>(answer.contentComment))
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.user, input)),

  resolve: writeComments
    .meta(
      rest.post(
        "/api/content/{id}/comments/{commentId}/resolve",
        "Content",
        "Resolve the comment's thread",
      ),
    )
    .input(commentIdInput)
    .output(answers<ResolveCommentResult>(answer.resolvedComment))
    .mutation(({ ctx, input }) => resolveComment(ctx.db, ctx.user, input)),
});
