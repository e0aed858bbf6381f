import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Review comments anchored to text, and the in-app inbox with its e-mail outbox (issue 24 items
 * 2 and 8).
 *
 * content_comments: a comment names the version it was written on and the offsets and quote it
 * pointed at then (the editor re-anchors the quote in later versions). A reply's parent is its
 * thread's first comment. Comments go only with their item (whose deletion retention guards);
 * the author has no foreign key, so deleting an account keeps its comments (a former user).
 *
 * notifications: one row per recipient. `email_state` is the outbox: null until a mailer takes
 * it, 'sending' while one holds it (with `email_claimed_at`, so a crashed sender's claim
 * expires), then 'sent' or 'failed'. A statement-level trigger announces new rows on the change
 * feed at commit, which is what wakes the senders on every instance.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_comments")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("content_id", "integer", (c) =>
      c.notNull().references("generated_content.id").onDelete("cascade"),
    )
    .addColumn("parent_id", "integer", (c) =>
      c.references("content_comments.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("author_id", "integer")
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("start_offset", "integer")
    .addColumn("end_offset", "integer")
    .addColumn("quote", "text")
    .addColumn("resolved_at", "timestamptz")
    .addColumn("resolved_by", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      "content_comments_anchor_check",
      sql`(start_offset is null and end_offset is null and quote is null)
        or (start_offset >= 0 and end_offset >= start_offset and quote is not null)`,
    )
    .execute();
  await sql`create index content_comments_item_idx on content_comments (content_id, id)`.execute(
    db,
  );

  await db.schema
    .createTable("notifications")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("recipient_id", "integer", (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('submitted', 'approved', 'changes_requested', 'commented')`),
    )
    .addColumn("content_id", "integer", (c) =>
      c.references("generated_content.id").onDelete("cascade"),
    )
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("read_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("email_state", "text", (c) =>
      c.check(sql`email_state in ('sending', 'sent', 'failed')`),
    )
    .addColumn("email_attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_claimed_at", "timestamptz")
    .execute();
  // The inbox, newest first, and the bell's unread count.
  await sql`create index notifications_recipient_idx on notifications (recipient_id, id desc)`.execute(
    db,
  );
  await sql`create index notifications_unread_idx on notifications (recipient_id) where read_at is null`.execute(
    db,
  );
  // The outbox: what a sender may still take.
  await sql`create index notifications_email_due_idx on notifications (created_at) where email_state is null or email_state = 'sending'`.execute(
    db,
  );

  await sql`
    create function studio_notify_notifications_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('studio_changes', 'notifications');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger notifications_changed after insert on notifications
    for each statement execute function studio_notify_notifications_changed()`.execute(db);
}
