import { commentIdInput, contentIdInput, createCommentInput } from "@studio/shared";
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
    .input(contentIdInput)
    .query(({ ctx, input }) => listComments(ctx.db, ctx.user, input.id)),

  create: writeComments
    .input(createCommentInput)
    .mutation(({ ctx, input }) => addComment(ctx.db, ctx.user, input)),

  resolve: writeComments
    .input(commentIdInput)
    .mutation(({ ctx, input }) => resolveComment(ctx.db, ctx.user, input)),
});
