import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Indexes for the administrators' paged lists (issue 18). The user list shows pending sign-ups
 * first and then the newest accounts, read by keyset on (approved, created_at, id): this index
 * answers every page, at any depth, without sorting the table. The knowledge list is newest
 * first by keyset on (created_at, id); topics are alphabetical, by keyset on (lower(name), id)
 * (products have their unique index on lower(name) already).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index users_admin_list_idx on users (approved, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index topics_admin_list_idx on topics (lower(name), id)`.execute(db);
  await sql`create index knowledge_base_admin_list_idx on knowledge_base (created_at desc, id desc)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists topics_admin_list_idx`.execute(db);
  await sql`drop index if exists knowledge_base_admin_list_idx`.execute(db);
  await sql`drop index if exists users_admin_list_idx`.execute(db);
}
