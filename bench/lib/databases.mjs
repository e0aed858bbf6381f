/**
 * The databases of the benches that time services in-process: kysely's `sql`, the engines a run
 * covers (BENCH_ENGINES) and a migrated, empty database per engine, deleted afterwards.
 * Imports the db package's TypeScript, so it runs under tsx (as bench/run.mjs runs benches).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, migrateToLatest } from "@studio/db";
import { createPostgresDatabase, postgresAvailable, repoRoot } from "./server.mjs";

/** kysely as the db package resolves it (it is not a root dependency). */
export const { sql } = createRequire(join(repoRoot, "packages/db/package.json"))("kysely");

/** The PostgreSQL server the benches create (and drop) their own databases on. */
export const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * `bench(engine)` for each engine of BENCH_ENGINES (`engines` when unset), in order. PostgreSQL
 * is skipped, and the run says so, when nothing answers at PG_ADMIN_URL.
 */
export async function forEachEngine(engines, bench) {
  const results = [];
  const skipped = [];
  for (const engine of (process.env.BENCH_ENGINES ?? engines).split(",").filter(Boolean)) {
    if (engine === "postgres" && !(await postgresAvailable(PG_ADMIN_URL))) {
      console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: skipped`);
      skipped.push(`postgres (nothing answers at ${PG_ADMIN_URL})`);
      continue;
    }
    results.push(await bench(engine));
  }
  return { results, skipped };
}

/**
 * A migrated, empty database on `engine` (PGlite in a fresh data dir, or a new PostgreSQL
 * database with `poolSize` connections), handed to `run`; closed and deleted afterwards.
 */
export async function withMigratedDb(engine, { poolSize }, run) {
  const dataDir = engine === "pglite" ? mkdtempSync(join(tmpdir(), "bench-db-")) : null;
  const pg = dataDir ? null : await createPostgresDatabase(PG_ADMIN_URL);
  const handle = await createDb(pg ? { databaseUrl: pg.url, poolSize } : { dataDir });
  try {
    await migrateToLatest(handle.db);
    return await run(handle.db);
  } finally {
    await handle.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    await pg?.drop();
  }
}
