import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Kysely, KyselyPlugin } from "kysely";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle, type Engine } from "../client";
import type { Database } from "../schema";

/**
 * Test databases. Each test file gets its own database, started from one migrated template made
 * by the global setup (testing/global-setup.ts), so tests never pay for initdb or migrations:
 * PGlite loads a dumped data dir; PostgreSQL (TEST_DATABASE_URL) copies a template database.
 */
export interface TestDb extends DbHandle {
  /** A second, independent handle on the same database (a second app instance). */
  openSecondHandle(): Promise<DbHandle>;
  /** The PostgreSQL connection string of this test database, when on PostgreSQL. */
  connectionString: string | undefined;
}

export const testEngine: Engine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

export async function createTestDb(engine: Engine = testEngine): Promise<TestDb> {
  return engine === "postgres" ? createPostgresTestDb() : createPgliteTestDb();
}

// Each worker reads a snapshot file once (files run one after another in a worker).
const snapshots = new Map<string, Promise<Blob>>();

function snapshotAt(path: string): Promise<Blob> {
  let snapshot = snapshots.get(path);
  if (!snapshot) {
    snapshot = readFile(path).then((bytes) => new Blob([bytes]));
    snapshots.set(path, snapshot);
  }
  return snapshot;
}

/** A PGlite data dir as a tar, for a snapshot file. */
export async function dumpOf(pglite: PGlite): Promise<Buffer> {
  return Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer());
}

/**
 * An embedded database with none of our tables, for tests of the migrations themselves; it
 * starts from a snapshot of a fresh cluster rather than paying for initdb again.
 */
export async function createEmptyPglite(): Promise<PGlite> {
  return PGlite.create({ loadDataDir: await snapshotAt(inject("pgliteEmptySnapshotPath")) });
}

async function createPgliteTestDb(): Promise<TestDb> {
  const pglite = await PGlite.create({
    loadDataDir: await snapshotAt(inject("pgliteSnapshotPath")),
  });
  const handle = await createDb({ pglite });
  return {
    ...handle,
    connectionString: undefined,
    // One PGlite per process: a "second instance" shares it, but goes through its own Kysely.
    openSecondHandle: async () => {
      const second = await createDb({ pglite });
      return { ...second, close: async () => {} };
    },
  };
}

async function createPostgresTestDb(): Promise<TestDb> {
  const adminUrl = requireTestDatabaseUrl();
  const template = inject("postgresTemplateDb");
  const name = `studio_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${template}"`);
  } finally {
    await admin.end();
  }
  const connectionString = withDatabase(adminUrl, name);
  const handle = await createDb({ databaseUrl: connectionString, poolSize: 4 });
  return {
    ...handle,
    connectionString,
    openSecondHandle: () => createDb({ databaseUrl: connectionString, poolSize: 4 }),
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Opens the migrated PGlite snapshot at `path`, lets `change` add to it, and saves it back: for a
 * later global setup that puts more in every test database (the job queue's tables).
 */
export async function amendPgliteSnapshot(
  path: string,
  change: (handle: DbHandle) => Promise<void>,
): Promise<void> {
  const pglite = await PGlite.create({ loadDataDir: new Blob([await readFile(path)]) });
  const handle = await createDb({ pglite });
  try {
    await change(handle);
    await writeFile(path, await dumpOf(pglite));
  } finally {
    await handle.close();
  }
}

type StatementKind = "SelectQueryNode" | "InsertQueryNode" | "UpdateQueryNode" | "DeleteQueryNode";

/**
 * `db` with a counter of the statements of `kinds` that name `table`: how a test tells a cache
 * hit from a database read, or a no-op from a write.
 */
export function countingStatements(
  db: Kysely<Database>,
  table: string,
  kinds: readonly StatementKind[],
): { db: Kysely<Database>; count: () => number } {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const kind = args.node.kind as StatementKind;
      if (kinds.includes(kind) && JSON.stringify(args.node).includes(`"${table}"`)) count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), count: () => count };
}

export function requireTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return url;
}

export function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    pgliteEmptySnapshotPath: string;
    postgresTemplateDb: string;
  }
}
