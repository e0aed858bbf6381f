import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PGliteDialect, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { type ChangeFeed, PgliteChangeFeed, PostgresChangeFeed } from "./change-feed";
import { lockDataDir } from "./data-dir-lock";
import type { Database } from "./schema";

export type Engine = "postgres" | "pglite";

/**
 * How the job queue (pg-boss) reaches this database: on PostgreSQL it opens its own small pool
 * from the connection string; on PGlite it shares the one embedded instance, whose statements
 * and transactions are serialised (a Kysely transaction holds PGlite's exclusive lock).
 */
export type QueueConnection =
  | { engine: "postgres"; connectionString: string }
  | { engine: "pglite"; pglite: PGlite };

export interface DbHandle {
  db: Kysely<Database>;
  engine: Engine;
  queueConnection: QueueConnection;
  /** Starts listening for committed changes (each call opens its own feed; close it first). */
  openChangeFeed(): Promise<ChangeFeed>;
  /** Closes the pool or the embedded database and releases the data-dir lock. */
  close(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files. Required for PGlite unless `pglite` is given. */
  dataDir?: string | undefined;
  /** An already-open PGlite (tests start from a migrated snapshot). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options.poolSize ?? 10);
  if (options.pglite) return wrapPglite(options.pglite, async () => {});
  if (!options.dataDir) throw new Error("createDb needs either databaseUrl or dataDir");

  const dir = resolve(options.dataDir);
  mkdirSync(dir, { recursive: true });
  // PGlite has no lock of its own: two processes on one directory silently lose writes.
  const release = await lockDataDir(dir);
  try {
    const pglite = await PGlite.create(join(dir, "pglite"));
    return wrapPglite(pglite, release);
  } catch (error) {
    await release();
    throw error;
  }
}

function createPostgres(connectionString: string, max: number): DbHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query opens a fresh one.
  pool.on("error", () => {});
  // A client that loses its connection mid-query also emits "error" on itself; unhandled, that
  // would crash the process. The query still rejects, and the pool replaces the client.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    engine: "postgres",
    queueConnection: { engine: "postgres", connectionString },
    openChangeFeed: () => PostgresChangeFeed.open(connectionString),
    close: () => db.destroy(),
  };
}

function wrapPglite(pglite: PGlite, release: () => Promise<void>): DbHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    engine: "pglite",
    queueConnection: { engine: "pglite", pglite },
    openChangeFeed: () => PgliteChangeFeed.open(pglite),
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      await release();
    },
  };
}

/** True when the database answers a trivial query. */
export async function isDbReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
