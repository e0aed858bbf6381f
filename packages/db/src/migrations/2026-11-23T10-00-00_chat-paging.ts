import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Chat by pages (issue 18): the sidebar pages a person's conversations by keyset on
 * (updated_at, id), newest first. With id in the index the order and the keyset comparison are
 * answered by the index alone; the older index (user_id, updated_at) becomes redundant.
 * Messages already have (conversation_id, id), which serves the newest page, older pages and
 * the poll's "after this id".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("chat_conversations_user_updated_id_idx")
    .on("chat_conversations")
    .columns(["user_id", "updated_at desc", "id desc"])
    .execute();
  await db.schema.dropIndex("chat_conversations_user_updated_idx").ifExists().execute();
}
