import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("user").check(sql`role in ('user', 'admin')`),
    )
    .addColumn("approved", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness: "Alice" and "alice" are one account.
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);
  await db.schema.createIndex("users_created_at_idx").on("users").column("created_at").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("sid", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("data", "jsonb", (c) => c.notNull())
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema
    .createIndex("sessions_expires_at_idx")
    .on("sessions")
    .column("expires_at")
    .execute();

  await db.schema
    .createTable("products")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index products_name_lower_key on products (lower(name))`.execute(db);

  await db.schema
    .createTable("topics")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("type", sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{newsletter}'::text[]`)
        .check(sql`type <@ array['newsletter', 'sam', 'gift']::text[]`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("topics_product_id_idx").on("topics").column("product_id").execute();
  await sql`create index topics_type_idx on topics using gin (type)`.execute(db);

  await db.schema
    .createTable("knowledge_base")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("product_id", "integer", (c) =>
      c.notNull().references("products.id").onDelete("cascade"),
    )
    .addColumn("bot_type", "text", (c) =>
      c.notNull().check(sql`bot_type in ('newsletter', 'sam', 'gift')`),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("search", sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(content, '')), 'B')`,
        )
        .stored(),
    )
    .execute();
  await db.schema
    .createIndex("knowledge_base_product_bot_idx")
    .on("knowledge_base")
    .columns(["product_id", "bot_type"])
    .execute();
  await sql`create index knowledge_base_search_idx on knowledge_base using gin (search)`.execute(
    db,
  );

  await db.schema
    .createTable("generated_content")
    .addColumn("id", "serial", (c) => c.primaryKey())
    // Content outlives the catalog: deleting a product keeps the record and its title.
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("topic_id", "integer", (c) => c.references("topics.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("bot_type", "text", (c) =>
      c.notNull().check(sql`bot_type in ('newsletter', 'sam', 'gift', 'image')`),
    )
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("provider", "text")
    .addColumn("model", "text")
    .addColumn("duration_ms", "integer")
    .addColumn("size_bytes", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("generated_content_created_at_idx")
    .on("generated_content")
    .column("created_at desc")
    .execute();

  await db.schema
    .createTable("gift_options")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable("prompt_templates")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("bot_type", "text", (c) =>
      c.notNull().check(sql`bot_type in ('newsletter', 'sam', 'gift')`),
    )
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("template", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The database itself guarantees "only one active template per bot type".
  await sql`create unique index prompt_templates_one_active_key on prompt_templates (bot_type) where active`.execute(
    db,
  );

  await db.schema
    .createTable("chat_conversations")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull().defaultTo("New Conversation"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex("chat_conversations_user_updated_idx")
    .on("chat_conversations")
    .columns(["user_id", "updated_at desc"])
    .execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("conversation_id", "integer", (c) =>
      c.notNull().references("chat_conversations.id").onDelete("cascade"),
    )
    .addColumn("role", "text", (c) =>
      c.notNull().check(sql`role in ('user', 'assistant', 'system')`),
    )
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("timestamp", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("metadata", "jsonb")
    .execute();
  await db.schema
    .createIndex("chat_messages_conversation_idx")
    .on("chat_messages")
    .columns(["conversation_id", "id"])
    .execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("window_start", "timestamptz", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("rate_limits_pkey", ["bucket", "window_start"])
    .execute();
  await db.schema
    .createIndex("rate_limits_window_idx")
    .on("rate_limits")
    .column("window_start")
    .execute();

  // Small key/value facts about this database, e.g. whether first-boot seeding has run.
  await db.schema
    .createTable("app_meta")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "app_meta",
    "rate_limits",
    "chat_messages",
    "chat_conversations",
    "prompt_templates",
    "gift_options",
    "generated_content",
    "knowledge_base",
    "topics",
    "products",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
