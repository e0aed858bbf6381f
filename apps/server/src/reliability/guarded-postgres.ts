import type { DbHandle } from "@studio/db/client";
import type { Database } from "@studio/db/schema";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";

/**
 * createDb's PostgreSQL handle plus the one listener it lacks: every pooled client gets an
 * "error" listener, so a connection dropping while a query runs fails that query instead of
 * crashing the process (see the known-bug test in faults.test.ts). Proposed fix for
 * packages/db/src/client.ts: `pool.on("connect", (client) => client.on("error", () => {}))`.
 */
export function guardedPostgresHandle(connectionString: string, max: number): DbHandle {
  const pool = new pg.Pool({ connectionString, max });
  pool.on("error", () => {});
  pool.on("connect", (client) => {
    // The failing query rejects on its own and the pool discards the client on release.
    client.on("error", () => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", close: () => db.destroy() };
}
