import type { Database } from "@studio/db";
import { type Kysely, sql } from "kysely";

/**
 * Bookkeeping every request may touch, which says nothing about what a request did: request
 * counters (rate limits, per-key limits) and the session store's expiry.
 */
const BOOKKEEPING_TABLES = ["rate_limits", "sessions"];
/** Columns kept for the same reason: when a key was last used (written at most once a minute). */
const BOOKKEEPING_COLUMNS = ["last_used_at"];

/**
 * A fingerprint of every table's rows (count and a hash of their contents), for tests that must
 * show a request changed nothing: compare one taken before with one taken after.
 */
export async function snapshotDatabase(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name
  `.execute(db);
  const dropped = sql.raw(BOOKKEEPING_COLUMNS.map((c) => ` - '${c}'`).join(""));
  const snapshot: Record<string, string> = {};
  for (const { name } of tables.rows) {
    if (BOOKKEEPING_TABLES.includes(name)) continue;
    const result = await sql<{ rows: number; digest: string }>`
      select count(*)::int as rows,
        md5(coalesce(string_agg((to_jsonb(t)${dropped})::text, '|' order by (to_jsonb(t)${dropped})::text), '')) as digest
      from ${sql.table(name)} t
    `.execute(db);
    const row = result.rows[0];
    snapshot[name] = `${row?.rows ?? 0}:${row?.digest ?? ""}`;
  }
  return snapshot;
}
