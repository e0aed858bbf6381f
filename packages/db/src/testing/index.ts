import { randomBytes } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { Kysely, KyselyPlugin } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle, type Engine } from "../client";
import { migrations } from "../migrations/index";
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
 * An embedded database with none of our tables: from the run's snapshot of a fresh cluster when
 * it tests on PGlite, else a new cluster (initdb, seconds).
 */
async function createEmptyPglite(): Promise<PGlite> {
  const snapshot = inject("pgliteEmptySnapshotPath");
  return snapshot ? PGlite.create({ loadDataDir: await snapshotAt(snapshot) }) : PGlite.create();
}

/**
 * A database with none of our tables on the test engine, for tests of the migrations
 * themselves: an empty PostgreSQL database (a fraction of a second; it is dropped on close) or
 * an empty PGlite (seconds: PGlite's start).
 */
export async function createEmptyTestDb(engine: Engine = testEngine): Promise<DbHandle> {
  if (engine === "pglite") return createDb({ pglite: await createEmptyPglite() });
  const adminUrl = requireTestDatabaseUrl();
  const name = `${inject("postgresTemplateDb")}_empty_${randomBytes(6).toString("hex")}`;
  await createDatabase(adminUrl, name);
  const handle = await createDb({ databaseUrl: withDatabase(adminUrl, name), poolSize: 2 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      dropLater(adminUrl, name);
    },
  };
}

async function createPgliteTestDb(): Promise<TestDb> {
  const snapshot = inject("pgliteSnapshotPath");
  if (!snapshot) throw new Error("This run migrated no PGlite snapshot: it tests on PostgreSQL.");
  const pglite = await PGlite.create({ loadDataDir: await snapshotAt(snapshot) });
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

/**
 * Each worker clones its next database while a test uses the current one, so a test file's
 * setup does not wait for the copy (about 0.2 s on PostgreSQL). Named after the run's template,
 * so the global teardown finds any a worker left (the last clone, a drop cut off at exit).
 */
let nextClone: Promise<string> | undefined;

function cloneTemplate(adminUrl: string): Promise<string> {
  const template = inject("postgresTemplateDb");
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  return createDatabase(adminUrl, name, template).then(() => name);
}

async function createPostgresTestDb(): Promise<TestDb> {
  const adminUrl = requireTestDatabaseUrl();
  // A clone that failed in the background is made again here, where its error has a test.
  const name = await (nextClone ?? cloneTemplate(adminUrl)).catch(() => cloneTemplate(adminUrl));
  nextClone = cloneTemplate(adminUrl);
  nextClone.catch(() => {});
  const connectionString = withDatabase(adminUrl, name);
  const handle = await createDb({ databaseUrl: connectionString, poolSize: 4 });
  return {
    ...handle,
    connectionString,
    openSecondHandle: () => createDb({ databaseUrl: connectionString, poolSize: 4 }),
    close: async () => {
      await handle.close();
      dropLater(adminUrl, name);
    },
  };
}

/**
 * Drops a test database without making the test wait (another 0.2 s each): nothing reads it
 * again, and the global teardown drops whatever a worker's exit cut short.
 */
function dropLater(adminUrl: string, name: string): void {
  dropDatabase(adminUrl, name).catch(() => {});
}

async function withAdmin<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Brings a database up to and including the migration `name` and no further: the state a test
 * of a later migration starts from. Throws what the migration threw.
 */
export async function migrateTo(
  db: Kysely<Database>,
  name: keyof typeof migrations,
): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
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

export async function createDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const from = template ? ` template "${template}"` : "";
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"${from}`));
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) =>
    admin.query(`drop database if exists "${name}" with (force)`),
  );
}

/** The databases whose names start with `prefix` (a run's template and its clones). */
export async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  const { rows } = await withAdmin(adminUrl, (admin) =>
    admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) order by datname desc",
      [prefix],
    ),
  );
  return rows.map((row) => row.datname);
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The migrated PGlite snapshot; "" when the run tests on PostgreSQL. */
    pgliteSnapshotPath: string;
    /** The empty PGlite cluster's snapshot; "" when the run tests on PostgreSQL. */
    pgliteEmptySnapshotPath: string;
    postgresTemplateDb: string;
  }
}
