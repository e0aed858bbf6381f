import {
  type ContentCommentRecord,
  type Database,
  findContentComment,
  insertContentComment,
  listContentComments,
  resolveCommentThread,
} from "@studio/db";
import {
  AppError,
  type CommentIdInput,
  type ContentCommentDto,
  commentMessages,
  type createCommentInput,
  personName,
  type ResolveCommentResult,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { type Caller, type Db, requireAccessibleItem } from "../content/content-access";
import { recordAudit } from "./audit-trail";
import { notifyComment } from "./notifications";

/**
 * Review comments anchored to text (issue 24 item 2). Whoever may work on an item may comment on
 * it (content-access: its owner, reviewers, administrators); anyone else gets the item's 404.
 * A comment is never edited or deleted: it is part of the record (retention keeps it with its
 * item). Each comment and each resolution is an audit event, in the same transaction.
 */

export function toCommentDto(row: ContentCommentRecord): ContentCommentDto {
  const { resolvedById, resolvedByName, ...comment } = row;
  return {
    ...comment,
    authorName: personName(row.authorId, row.authorName),
    resolvedBy:
      row.resolvedAt === null
        ? null
        : { id: resolvedById, name: personName(resolvedById, resolvedByName) },
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every comment of an item, oldest first. */
export async function listComments(
  db: Db,
  caller: Caller,
  id: number,
): Promise<ContentCommentDto[]> {
  await requireAccessibleItem(db, caller, id, "read");
  return (await listContentComments(db, id)).map(toCommentDto);
}

/**
 * Adds a comment on the current version: anchored at `start`..`end` of its text (quoting it),
 * general (no offsets), or a reply (`parentId`: it joins that comment's thread and its anchor).
 */
export async function addComment(
  db: Kysely<Database>,
  caller: Caller,
  input: z.output<typeof createCommentInput>,
): Promise<ContentCommentDto> {
  return db.transaction().execute(async (trx) => {
    const item = await requireAccessibleItem(trx, caller, input.id, "read");
    let anchor: Pick<ContentCommentRecord, "version" | "start" | "end" | "quote"> = {
      version: item.version,
      start: null,
      end: null,
      quote: null,
    };
    let parentId: number | null = null;
    let threadAuthorId: number | null = null;
    if (input.parentId != null) {
      const parent = await findContentComment(trx, input.id, input.parentId);
      if (!parent) throw new AppError("BAD_REQUEST", commentMessages.parentNotFound);
      // One level of replies: an answer to a reply joins the reply's thread.
      const root =
        parent.parentId === null
          ? parent
          : await findContentComment(trx, input.id, parent.parentId);
      if (!root) throw new AppError("BAD_REQUEST", commentMessages.parentNotFound);
      parentId = root.id;
      threadAuthorId = root.authorId;
      anchor = { version: root.version, start: root.start, end: root.end, quote: root.quote };
    } else if (input.start != null && input.end != null) {
      if (input.end > item.content.length) {
        throw new AppError("BAD_REQUEST", commentMessages.offsetsOutside(item.content.length));
      }
      anchor = {
        version: item.version,
        start: input.start,
        end: input.end,
        quote: item.content.slice(input.start, input.end),
      };
    }
    const comment = await insertContentComment(trx, {
      contentId: input.id,
      parentId,
      authorId: caller.id,
      body: input.body,
      ...anchor,
    });
    await notifyComment(trx, item, { body: input.body, threadAuthorId }, caller);
    await recordAudit(trx, caller, {
      subjectType: "content",
      action: "comment",
      subjectId: input.id,
      version: item.version,
      detail: {
        commentId: comment.id,
        parentId,
        body: input.body,
        start: anchor.start,
        end: anchor.end,
        anchorVersion: anchor.version,
      },
    });
    return toCommentDto(comment);
  });
}

/** Resolves the comment's thread (idempotent: resolving a resolved thread records nothing). */
export async function resolveComment(
  db: Kysely<Database>,
  caller: Caller,
  input: CommentIdInput,
): Promise<ResolveCommentResult> {
  return db.transaction().execute(async (trx) => {
    const item = await requireAccessibleItem(trx, caller, input.id, "read");
    const comment = await findContentComment(trx, input.id, input.commentId);
    if (!comment) throw new AppError("NOT_FOUND", commentMessages.notFound);
    const rootId = comment.parentId ?? comment.id;
    if (await resolveCommentThread(trx, rootId, caller.id)) {
      await recordAudit(trx, caller, {
        subjectType: "content",
        action: "comment_resolved",
        subjectId: input.id,
        version: item.version,
        detail: { commentId: rootId },
      });
    }
    return { resolved: true };
  });
}
