import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Change notifications for the data app instances cache in memory (the product list, signed-in
 * sessions with their owners). PostgreSQL sends a NOTIFY when the writing transaction commits, to
 * every instance listening, whoever wrote: another instance, a script, psql.
 * Payloads: "products", "user:<id>", "session:<sid>". Inserting a session needs no notice (no
 * instance can have cached a session that did not exist yet).
 */
const notices = [
  // A statement-level notice: the list as a whole is what instances cache.
  {
    table: "products",
    payload: "'products'",
    on: "insert or update or delete or truncate",
    each: "statement",
  },
  { table: "users", payload: "'user:' || old.id", on: "update or delete", each: "row" },
  { table: "sessions", payload: "'session:' || old.sid", on: "update or delete", each: "row" },
] as const;

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  // Constants only (no input reaches this text), so sql.raw is safe.
  for (const { table, payload, on, each } of notices) {
    await sql
      .raw(`
        create function studio_notify_${table}_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('studio_changes', ${payload});
          return null;
        end $$`)
      .execute(db);
    await sql
      .raw(`
        create trigger ${table}_changed after ${on} on ${table}
        for each ${each} execute function studio_notify_${table}_changed()`)
      .execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const { table } of notices) {
    await sql.raw(`drop trigger ${table}_changed on ${table}`).execute(db);
    await sql.raw(`drop function studio_notify_${table}_changed()`).execute(db);
  }
}
