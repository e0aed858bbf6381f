import { COMMENT_BODY_MAX, commentMessages } from "./comment-messages";
import { contentIdInput } from "./content";
import { INT4_MAX, recordId } from "./ids";
import { z } from "./zod";

/**
 * Review comments anchored to text (issue 24 item 2). A comment points at `start`..`end` of the
 * version that was current when it was written (offsets in UTF-16 code units, as JavaScript
 * strings count them, markup included), or at nothing (a general comment). A reply names its
 * thread with `parentId`: replies are one level deep (a reply to a reply joins the same thread)
 * and take the thread's place in the text. Resolving any comment of a thread resolves the thread.
 */

const offset = z
  .number({ error: commentMessages.invalidOffset })
  .int({ error: commentMessages.invalidOffset })
  .min(0, { error: commentMessages.invalidOffset })
  .max(INT4_MAX, { error: commentMessages.invalidOffset });

export const commentBody = z
  .string({ error: commentMessages.bodyRequired })
  .trim()
  .min(1, { error: commentMessages.bodyRequired })
  .max(COMMENT_BODY_MAX, { error: commentMessages.bodyTooLong });

const commentFields = contentIdInput.extend({
  body: commentBody,
  start: offset.nullish(),
  end: offset.nullish(),
  parentId: recordId(commentMessages.invalidCommentId).nullish(),
});

/** The REST body (the path names the item): for the OpenAPI document. */
export const createCommentBody = commentFields.omit({ id: true });

export const createCommentInput = commentFields.superRefine((input, ctx) => {
  const hasStart = input.start !== undefined && input.start !== null;
  const hasEnd = input.end !== undefined && input.end !== null;
  if (hasStart !== hasEnd) {
    ctx.addIssue({ code: "custom", message: commentMessages.offsetsTogether, path: ["start"] });
  } else if (hasStart && input.parentId != null) {
    ctx.addIssue({ code: "custom", message: commentMessages.replyHasNoAnchor, path: ["parentId"] });
  } else if (hasStart && (input.start as number) > (input.end as number)) {
    ctx.addIssue({ code: "custom", message: commentMessages.offsetsOrder, path: ["start"] });
  }
});
export type CreateCommentInput = z.input<typeof createCommentInput>;

export const commentIdInput = contentIdInput.extend({
  commentId: recordId(commentMessages.invalidCommentId),
});
export type CommentIdInput = z.infer<typeof commentIdInput>;

/**
 * One comment, as the API answers it and the approval record lists it. `version`, `start`, `end`
 * and `quote` say where it pointed when written (a reply repeats its thread's); `resolved` is
 * the thread's.
 */
export interface ContentCommentDto {
  id: number;
  body: string;
  authorId: number | null;
  /** "Former user #12" once the account is deleted. */
  authorName: string | null;
  version: number;
  start: number | null;
  end: number | null;
  /** The text between start and end in that version; null for a general comment. */
  quote: string | null;
  /** The thread's first comment; null for a thread's first comment. */
  parentId: number | null;
  resolved: boolean;
  resolvedBy: { id: number | null; name: string | null } | null;
  resolvedAt: string | null;
  createdAt: string;
}

/** `POST .../comments/{commentId}/resolve`. */
export interface ResolveCommentResult {
  resolved: true;
}
