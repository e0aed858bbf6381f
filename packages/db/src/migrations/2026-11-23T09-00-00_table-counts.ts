import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/** The tables whose row counts the admin dashboard shows. */
const countedTables = ["products", "topics", "generated_content"] as const;

/** The statement triggers that keep each counted table's count, and the function each runs. */
const countTriggers = [
  {
    name: "count_inserts",
    event: "insert",
    referencing: "referencing new table as inserted_rows",
    run: "studio_count_inserted_rows",
  },
  {
    name: "count_deletes",
    event: "delete",
    referencing: "referencing old table as deleted_rows",
    run: "studio_count_deleted_rows",
  },
  // A truncate has no transition table: its function empties the counter instead.
  {
    name: "count_truncates",
    event: "truncate",
    referencing: null,
    run: "studio_count_truncated_rows",
  },
] as const;

/** The text of one trigger on `table`, laid out as this migration first ran it. */
function countTriggerSql(table: string, trigger: (typeof countTriggers)[number]): string {
  const referencing = trigger.referencing === null ? "" : `\n        ${trigger.referencing}`;
  return `
        create trigger ${table}_${trigger.name} after ${trigger.event} on ${table}${referencing}
        for each statement execute function ${trigger.run}()`;
}

/**
 * Row counts kept by triggers, so the dashboard reads a few rows instead of counting a million.
 *
 * Each statement that inserts or deletes rows adds its net change (from its transition table:
 * one update per statement, not per row) to the counter in the same transaction, so any snapshot
 * sees a count that equals `count(*)` at that snapshot, however many writers run at once.
 * A table's counter is split into shards chosen by the writing connection (`pg_backend_pid()`),
 * so concurrent writers from different connections lock different rows instead of queueing on
 * one; a connection keeps its shard for the whole transaction, so two transactions writing one
 * table cannot deadlock on its shards. The count is the sum of the table's shards (at most 16).
 * Deletes through foreign-key cascades run as statements too and are counted. TRUNCATE empties
 * the table's counter.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("table_counts")
    .addColumn("table_name", "text", (c) => c.notNull())
    .addColumn("shard", "smallint", (c) => c.notNull())
    .addColumn("row_count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("table_counts_pkey", ["table_name", "shard"])
    .execute();

  const addDelta = (delta: string) => `
    if ${delta} <> 0 then
      insert into table_counts as t (table_name, shard, row_count)
      values (tg_table_name, (pg_backend_pid() % 16)::smallint, ${delta})
      on conflict (table_name, shard) do update set row_count = t.row_count + excluded.row_count;
    end if;`;
  // An insert's or delete's function: adds the statement's net change, counted in its transition
  // table (negated for deletes), to the table's counter.
  const addChangeFunction = (name: string, change: string, transitionTable: string) => `
      create function ${name}() returns trigger language plpgsql as $$
      declare
        delta bigint;
      begin
        select ${change} into delta from ${transitionTable};
        ${addDelta("delta")}
        return null;
      end $$`;
  await sql
    .raw(addChangeFunction("studio_count_inserted_rows", "count(*)", "inserted_rows"))
    .execute(db);
  await sql
    .raw(addChangeFunction("studio_count_deleted_rows", "-count(*)", "deleted_rows"))
    .execute(db);
  await sql
    .raw(`
      create function studio_count_truncated_rows() returns trigger language plpgsql as $$
      begin
        delete from table_counts where table_name = tg_table_name;
        return null;
      end $$`)
    .execute(db);

  // Constants only (no input reaches this text), so sql.raw is safe. Creating a trigger locks
  // the table against writes until this migration commits, so the backfill below counts exactly
  // the rows the triggers have not seen.
  for (const table of countedTables) {
    for (const trigger of countTriggers) {
      await sql.raw(countTriggerSql(table, trigger)).execute(db);
    }
    await sql
      .raw(`
        insert into table_counts (table_name, shard, row_count)
        select '${table}', 0, count(*) from ${table}`)
      .execute(db);
  }

  // "Recent Activity" reads the newest items in (created_at, id) order: this index answers it
  // by reading just those rows. It replaces the created_at-only index, which it also serves.
  await sql`create index generated_content_created_id_idx on generated_content (created_at desc, id desc)`.execute(
    db,
  );
  await sql`drop index generated_content_created_at_idx`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index generated_content_created_at_idx on generated_content (created_at desc)`.execute(
    db,
  );
  await sql`drop index generated_content_created_id_idx`.execute(db);
  for (const table of countedTables) {
    for (const event of ["inserts", "deletes", "truncates"]) {
      await sql.raw(`drop trigger ${table}_count_${event} on ${table}`).execute(db);
    }
  }
  await sql`drop function studio_count_inserted_rows()`.execute(db);
  await sql`drop function studio_count_deleted_rows()`.execute(db);
  await sql`drop function studio_count_truncated_rows()`.execute(db);
  await db.schema.dropTable("table_counts").execute();
}
