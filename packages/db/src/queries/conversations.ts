import { type Kysely, sql, type Transaction } from "kysely";
import type { ChatRole, Database } from "../schema";
import { likeContaining } from "./keyset-sql";

type Db = Kysely<Database> | Transaction<Database>;

export interface ConversationRecord {
  id: number;
  title: string;
  userId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface MessageRecord {
  id: number;
  conversationId: number;
  role: ChatRole;
  content: string;
  timestamp: Date;
  /** jsonb, parsed by the driver; the service validates its shape. */
  metadata: unknown;
}

const conversationColumns = [
  "id",
  "title",
  "user_id as userId",
  "created_at as createdAt",
  "updated_at as updatedAt",
] as const;
const messageColumns = [
  "id",
  "conversation_id as conversationId",
  "role",
  "content",
  "timestamp",
  "metadata",
] as const;

export async function insertConversation(
  db: Db,
  values: { userId: number; title: string },
): Promise<ConversationRecord> {
  return db
    .insertInto("chat_conversations")
    .values({ user_id: values.userId, title: values.title, updated_at: sql<Date>`now()` })
    .returning(conversationColumns)
    .executeTakeFirstOrThrow();
}

/** A position in the newest-activity-first order: updated_at in epoch microseconds, then id. */
export interface ConversationPosition {
  updatedAtMicros: string;
  id: number;
}

export interface ConversationListFilter {
  /** Title search: every word must appear in the title (case-insensitive). */
  q?: string | undefined;
  limit: number;
  /** Keyset: conversations strictly after this position. */
  after?: ConversationPosition | undefined;
  /** Legacy REST window only; the SPA pages by keyset. */
  offset?: number | undefined;
}

export interface ConversationListRow extends ConversationRecord {
  position: ConversationPosition;
}

/**
 * One page of the owner's conversations, most recently active first (id breaks same-instant
 * ties), by keyset on (updated_at, id) so a page costs the same at any depth. The index
 * chat_conversations_user_updated_id_idx answers the filter and the order.
 */
export async function listConversationsOf(
  db: Db,
  userId: number,
  filter: ConversationListFilter,
): Promise<ConversationListRow[]> {
  let query = db
    .selectFrom("chat_conversations")
    .select([
      ...conversationColumns,
      sql<string>`(extract(epoch from updated_at) * 1000000)::bigint::text`.as("micros"),
    ])
    .where("user_id", "=", userId);
  const words = filter.q?.split(/\s+/).filter(Boolean).slice(0, 8) ?? [];
  for (const word of words) query = query.where("title", "ilike", likeContaining(word));
  if (filter.after) {
    const { updatedAtMicros, id } = filter.after;
    query = query.where(
      sql<boolean>`(updated_at, id) < (timestamptz 'epoch' + ${updatedAtMicros}::bigint * interval '1 microsecond', ${id}::integer)`,
    );
  }
  query = query.orderBy("updated_at", "desc").orderBy("id", "desc").limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map(({ micros, ...row }) => ({
    ...row,
    position: { updatedAtMicros: micros, id: row.id },
  }));
}

/**
 * A conversation only if `userId` owns it. Callers answer "not found" either way, so another
 * account cannot even learn that an id exists.
 */
export async function findOwnedConversation(
  db: Db,
  id: number,
  userId: number,
): Promise<ConversationRecord | undefined> {
  return db
    .selectFrom("chat_conversations")
    .select(conversationColumns)
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** Deletes the conversation (its messages cascade) when `userId` owns it. */
export async function deleteOwnedConversation(
  db: Db,
  id: number,
  userId: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("chat_conversations")
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Gives a conversation `userId` owns a new title; undefined when it is not theirs. A rename is
 * not activity: the conversation keeps its place in the newest-activity-first list.
 */
export async function renameOwnedConversation(
  db: Db,
  id: number,
  userId: number,
  title: string,
): Promise<ConversationRecord | undefined> {
  return db
    .updateTable("chat_conversations")
    .set({ title })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .returning(conversationColumns)
    .executeTakeFirst();
}

/** Renames only while the title is still `expected`, so a concurrent rename is never clobbered. */
export async function replaceTitleIf(
  db: Db,
  id: number,
  expected: string,
  title: string,
): Promise<boolean> {
  const result = await db
    .updateTable("chat_conversations")
    .set({ title })
    .where("id", "=", id)
    .where("title", "=", expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Oldest first, in the order they were written: the window after id 0 (ids are positive). */
export function listMessages(db: Db, conversationId: number): Promise<MessageRecord[]> {
  return listMessageWindow(db, conversationId, { after: 0 });
}

/**
 * A window of a conversation, oldest first. `after`: messages newer than that id (at most
 * `limit`, the oldest of them). Otherwise the newest `limit` messages older than `before`.
 * Both walk the (conversation_id, id) index, so a window costs the same at any length.
 */
export async function listMessageWindow(
  db: Db,
  conversationId: number,
  window: { after?: number | undefined; before?: number | undefined; limit?: number | undefined },
): Promise<MessageRecord[]> {
  let query = db
    .selectFrom("chat_messages")
    .select(messageColumns)
    .where("conversation_id", "=", conversationId);
  if (window.after !== undefined) {
    query = query.where("id", ">", window.after).orderBy("id", "asc");
    if (window.limit !== undefined) query = query.limit(window.limit);
    return query.execute();
  }
  if (window.before !== undefined) query = query.where("id", "<", window.before);
  query = query.orderBy("id", "desc");
  if (window.limit !== undefined) query = query.limit(window.limit);
  return (await query.execute()).reverse();
}

/**
 * What changes whenever the conversation's messages change: messages are only added, and a
 * regenerated reply deletes its predecessor in the same transaction that adds a newer one, so
 * (newest id, count) moves on every change. The REST path's ETag is made of it.
 */
export async function messagesVersion(
  db: Db,
  conversationId: number,
): Promise<{ newestId: number; count: number }> {
  const row = await db
    .selectFrom("chat_messages")
    .select([
      sql<number>`coalesce(max(id), 0)::integer`.as("newest"),
      sql<number>`count(*)::integer`.as("count"),
    ])
    .where("conversation_id", "=", conversationId)
    .executeTakeFirstOrThrow();
  return { newestId: row.newest, count: row.count };
}

export async function findLastMessage(
  db: Db,
  conversationId: number,
): Promise<MessageRecord | undefined> {
  const [last] = await listMessageWindow(db, conversationId, { limit: 1 });
  return last;
}

/** Adds a message and moves the conversation's updatedAt, so the list stays newest first. */
export async function insertMessage(
  db: Db,
  values: { conversationId: number; role: ChatRole; content: string; metadata?: object | null },
): Promise<MessageRecord> {
  const row = await db
    .insertInto("chat_messages")
    .values({
      conversation_id: values.conversationId,
      role: values.role,
      content: values.content,
      // clock_timestamp(), not now(): several messages written in one transaction keep their order.
      timestamp: sql<Date>`clock_timestamp()`,
      metadata: values.metadata ? JSON.stringify(values.metadata) : null,
    })
    .returning(messageColumns)
    .executeTakeFirstOrThrow();
  await db
    .updateTable("chat_conversations")
    .set({ updated_at: sql<Date>`greatest(updated_at, ${row.timestamp}::timestamptz)` })
    .where("id", "=", values.conversationId)
    .execute();
  return row;
}

export async function deleteMessage(db: Db, id: number): Promise<void> {
  await db.deleteFrom("chat_messages").where("id", "=", id).execute();
}
