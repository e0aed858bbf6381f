import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * The content workspace: every generated item gets a review status, numbered versions, approvals
 * and an event history. Existing items become version 1 of a draft, so nothing generated before
 * this migration is lost from the library.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("generated_content")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("draft").check(sql`status in ('draft', 'in_review', 'approved')`),
    )
    .addColumn("current_version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`update generated_content set updated_at = created_at`.execute(db);
  // The library's search: one stored vector over the current title and text ('simple' keeps
  // product names and tickers as written), indexed with GIN; works on PGlite and PostgreSQL.
  // fastupdate off: PGlite runs no autovacuum, so GIN's pending list would grow to its limit and
  // every search would scan it linearly.
  await sql`
    alter table generated_content add column search_vector tsvector
    generated always as (to_tsvector('simple', title || ' ' || content)) stored`.execute(db);
  await sql`create index generated_content_search_idx on generated_content using gin (search_vector) with (fastupdate = off)`.execute(
    db,
  );
  // Cursor pagination, newest first: per owner, and for the administrators' "All content".
  await sql`create index generated_content_owner_updated_idx on generated_content (user_id, updated_at desc, id desc)`.execute(
    db,
  );
  await sql`create index generated_content_updated_idx on generated_content (updated_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable("content_versions")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("content_id", "integer", (c) =>
      c.notNull().references("generated_content.id").onDelete("cascade"),
    )
    .addColumn("number", "integer", (c) => c.notNull().check(sql`number >= 1`))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('generated', 'edited', 'restored', 'regenerated')`),
    )
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("compliance", "jsonb")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    // Two instances numbering the same item can never both write version n.
    .addUniqueConstraint("content_versions_item_number_key", ["content_id", "number"])
    .execute();

  await db.schema
    .createTable("content_approvals")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("content_id", "integer", (c) =>
      c.notNull().references("generated_content.id").onDelete("cascade"),
    )
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("approved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("approved_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("content_hash", "text", (c) => c.notNull())
    .addColumn("compliance", "jsonb")
    .addColumn("override_reason", "text")
    .execute();
  await sql`create index content_approvals_item_idx on content_approvals (content_id, approved_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable("content_events")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("content_id", "integer", (c) =>
      c.notNull().references("generated_content.id").onDelete("cascade"),
    )
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('created', 'edited', 'submitted', 'approved', 'changes_requested', 'restored', 'regenerated', 'exported')`,
        ),
    )
    .addColumn("actor_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("note", "text")
    .addColumn("version", "integer")
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index content_events_item_idx on content_events (content_id, id)`.execute(db);

  // Everything generated so far: version 1 of a draft, created when it was generated.
  await sql`
    insert into content_versions (content_id, number, title, content, source, author_id, created_at)
    select id, 1, title, content, 'generated', user_id, created_at from generated_content`.execute(
    db,
  );
  await sql`
    insert into content_events (content_id, kind, actor_id, version, created_at)
    select id, 'created', user_id, 1, created_at from generated_content`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_events").execute();
  await db.schema.dropTable("content_approvals").execute();
  await db.schema.dropTable("content_versions").execute();
  await db.schema
    .alterTable("generated_content")
    .dropColumn("search_vector")
    .dropColumn("updated_at")
    .dropColumn("current_version")
    .dropColumn("status")
    .execute();
}
