import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Change notifications for the data app instances cache in memory (the product list, signed-in
 * sessions with their owners). PostgreSQL sends a NOTIFY when the writing transaction commits, to
 * every instance listening, whoever wrote: another instance, a script, psql.
 * Payloads: "products", "user:<id>", "session:<sid>". Inserting a session needs no notice (no
 * instance can have cached a session that did not exist yet).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function studio_notify_products_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('studio_changes', 'products');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger products_changed after insert or update or delete or truncate on products
    for each statement execute function studio_notify_products_changed()`.execute(db);

  await sql`
    create function studio_notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('studio_changes', 'user:' || old.id);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger users_changed after update or delete on users
    for each row execute function studio_notify_user_changed()`.execute(db);

  await sql`
    create function studio_notify_session_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('studio_changes', 'session:' || old.sid);
      return null;
    end $$`.execute(db);
  await sql`
    create trigger sessions_changed after update or delete on sessions
    for each row execute function studio_notify_session_changed()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`drop trigger users_changed on users`.execute(db);
  await sql`drop trigger products_changed on products`.execute(db);
  await sql`drop function studio_notify_session_changed()`.execute(db);
  await sql`drop function studio_notify_user_changed()`.execute(db);
  await sql`drop function studio_notify_products_changed()`.execute(db);
}
