import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  // Endpoints administrators register. The secret signs every delivery, so it is kept as given
  // (an HMAC key cannot be hashed); the API shows it once, at registration.
  await db.schema
    .createTable("webhooks")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("events", sql`text[]`, (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per event per endpoint: its body is frozen when the event happens (what was approved
  // then), and its state is what the deliveries list shows. Written in the event's transaction.
  await db.schema
    .createTable("webhook_deliveries")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("webhook_id", "integer", (c) =>
      c.notNull().references("webhooks.id").onDelete("cascade"),
    )
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("payload", "jsonb", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending', 'delivered', 'failed')`),
    )
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_status_code", "integer")
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "timestamptz")
    .addColumn("delivered_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The deliveries list of one endpoint, newest first, by keyset.
  await sql`create index webhook_deliveries_webhook_idx on webhook_deliveries (webhook_id, id desc)`.execute(
    db,
  );

  // Scheduled drafts: who owns them (whose library the drafts land in), what to write, and when.
  await db.schema
    .createTable("schedules")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("bot_type", "text", (c) => c.notNull().check(sql`bot_type in ('newsletter', 'sam')`))
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("topic_ids", sql`integer[]`, (c) => c.notNull())
    .addColumn("options", "jsonb", (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("cron", "text", (c) => c.notNull())
    .addColumn("timezone", "text", (c) => c.notNull())
    .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
    // The next slot to run; a slot in the past is due (claimed once, then moved past now).
    .addColumn("next_run_at", "timestamptz")
    .addColumn("last_run_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index schedules_due_idx on schedules (next_run_at) where enabled`.execute(db);
  await db.schema.createIndex("schedules_owner_idx").on("schedules").column("owner_id").execute();

  await db.schema
    .createTable("schedule_runs")
    .addColumn("id", "integer", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("schedule_id", "integer", (c) =>
      c.notNull().references("schedules.id").onDelete("cascade"),
    )
    .addColumn("trigger", "text", (c) =>
      c.notNull().check(sql`trigger in ('cron', 'catch_up', 'manual')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("queued").check(sql`status in ('queued', 'running', 'done', 'failed')`),
    )
    .addColumn("scheduled_for", "timestamptz", (c) => c.notNull())
    .addColumn("started_at", "timestamptz")
    .addColumn("finished_at", "timestamptz")
    // Drafts written so far, so a run retried after a crash skips the topics already done.
    .addColumn("content_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("done_topic_ids", sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn("errors", "jsonb", (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index schedule_runs_schedule_idx on schedule_runs (schedule_id, id desc)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("schedule_runs").execute();
  await db.schema.dropTable("schedules").execute();
  await db.schema.dropTable("webhook_deliveries").execute();
  await db.schema.dropTable("webhooks").execute();
}
