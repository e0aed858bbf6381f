import type { ContentCommentDto } from "@studio/shared";
import { sql } from "kysely";
import type { Db } from "../schema";
import type { WithDates } from "./with-dates";

/** A comment as stored, with its thread's resolution and the names of its people (null once gone). */
export type ContentCommentRecord = WithDates<
  Omit<ContentCommentDto, "resolvedBy" | "authorName">,
  "createdAt" | "resolvedAt"
> & {
  authorName: string | null;
  resolvedById: number | null;
  resolvedByName: string | null;
};

export interface NewContentComment {
  contentId: number;
  parentId: number | null;
  version: number;
  authorId: number;
  body: string;
  start: number | null;
  end: number | null;
  quote: string | null;
}

/** The thread root's columns decide `resolved` for every comment of the thread. */
function selectComments(db: Db) {
  return db
    .selectFrom("content_comments as c")
    .innerJoin("content_comments as r", (join) =>
      join.on((eb) => eb("r.id", "=", eb.fn.coalesce("c.parent_id", "c.id"))),
    )
    .leftJoin("users as a", "a.id", "c.author_id")
    .leftJoin("users as rb", "rb.id", "r.resolved_by")
    .select([
      "c.id",
      "c.body",
      "c.author_id as authorId",
      "a.username as authorName",
      "c.version",
      "c.start_offset as start",
      "c.end_offset as end",
      "c.quote",
      "c.parent_id as parentId",
      sql<boolean>`r.resolved_at is not null`.as("resolved"),
      "r.resolved_at as resolvedAt",
      "r.resolved_by as resolvedById",
      "rb.username as resolvedByName",
      "c.created_at as createdAt",
    ]);
}

export async function insertContentComment(
  db: Db,
  comment: NewContentComment,
): Promise<ContentCommentRecord> {
  const { id } = await db
    .insertInto("content_comments")
    .values({
      content_id: comment.contentId,
      parent_id: comment.parentId,
      version: comment.version,
      author_id: comment.authorId,
      body: comment.body,
      start_offset: comment.start,
      end_offset: comment.end,
      quote: comment.quote,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return selectComments(db).where("c.id", "=", id).executeTakeFirstOrThrow();
}

/** One comment of one item; undefined when the item has no such comment. */
export async function findContentComment(
  db: Db,
  contentId: number,
  commentId: number,
): Promise<ContentCommentRecord | undefined> {
  return selectComments(db)
    .where("c.content_id", "=", contentId)
    .where("c.id", "=", commentId)
    .executeTakeFirst();
}

/** Every comment of an item, oldest first (replies in the order they came, after their thread's start). */
export async function listContentComments(
  db: Db,
  contentId: number,
): Promise<ContentCommentRecord[]> {
  return selectComments(db).where("c.content_id", "=", contentId).orderBy("c.id", "asc").execute();
}

/** Resolves a thread (by its first comment); false when it was resolved already. */
export async function resolveCommentThread(
  db: Db,
  rootId: number,
  resolvedBy: number,
): Promise<boolean> {
  const row = await db
    .updateTable("content_comments")
    .set({ resolved_at: new Date(), resolved_by: resolvedBy })
    .where("id", "=", rootId)
    .where("resolved_at", "is", null)
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}
