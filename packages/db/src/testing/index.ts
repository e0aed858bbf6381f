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
import {
  pgliteResetClient,
  pgResetClient,
  readTemplateState,
  resetToTemplate,
  type TemplateState,
} from "./database-reset";

/**
 * Test databases. Each test file gets a database in the state of one migrated template made by
 * the global setup (testing/global-setup.ts), so tests never pay for initdb or migrations:
 * PGlite loads a dumped data dir, PostgreSQL (TEST_DATABASE_URL) copies a template database,
 * and a worker resets the databases its finished files closed for its next ones.
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
 * A database with none of our tables on the test engine, for tests of the migrations
 * themselves: an empty PostgreSQL database (a fraction of a second; it is dropped on close) or
 * a PGlite from the run's snapshot of a fresh cluster (initdb alone would take seconds).
 */
export async function createEmptyTestDb(): Promise<DbHandle> {
  if (testEngine === "pglite") {
    const snapshot = await snapshotAt(inject("pgliteEmptySnapshotPath"));
    return createDb({ pglite: await PGlite.create({ loadDataDir: snapshot }) });
  }
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

/**
 * What a worker's finished test files gave back, each on its way to being reset for the next
 * file: a promise of the database, or of undefined when it could not be reset (and was let go).
 * A worker keeps a few: more at once (after a file that opened several) are let go instead.
 */
class FreeDatabases<T> {
  private readonly resets: Promise<T | undefined>[] = [];

  /** Resets `database` for a later file, or lets it go when it cannot be or enough are free. */
  giveBack(database: T, reset: () => Promise<boolean>, letGo: (database: T) => void): void {
    if (this.resets.length >= 3) {
      letGo(database);
      return;
    }
    this.resets.push(
      reset()
        .catch(() => false)
        .then((done) => {
          if (done) return database;
          letGo(database);
          return undefined;
        }),
    );
  }

  async take(): Promise<T | undefined> {
    while (this.resets.length > 0) {
      const database = await this.resets.shift();
      if (database !== undefined) return database;
    }
    return undefined;
  }
}

/**
 * As on PostgreSQL below: a worker hands a closed PGlite, reset, to its next file instead of
 * loading the snapshot into a new one (seconds each on a busy machine).
 */
const freePglites = new FreeDatabases<PGlite>();
let pgliteTemplateState: Promise<TemplateState> | undefined;

async function takePglite(): Promise<PGlite> {
  const free = await freePglites.take();
  if (free) return free;
  const snapshot = inject("pgliteSnapshotPath");
  if (!snapshot) throw new Error("This run migrated no PGlite snapshot: it tests on PostgreSQL.");
  const pglite = await PGlite.create({ loadDataDir: await snapshotAt(snapshot) });
  pgliteTemplateState ??= readTemplateState(pgliteResetClient(pglite));
  await pgliteTemplateState;
  return pglite;
}

function givePgliteBack(pglite: PGlite): void {
  if (pglite.closed) return;
  freePglites.giveBack(
    pglite,
    async () => {
      const state = await pgliteTemplateState;
      if (!state) return false;
      // Listeners a closed app left would hear the next file's notices.
      const channels = await pglite.query<{ channel: string }>(
        "select pg_listening_channels() as channel",
      );
      for (const { channel } of channels.rows) await pglite.unlisten(channel);
      return resetToTemplate(pgliteResetClient(pglite), state);
    },
    (unused) => {
      unused.close().catch(() => {});
    },
  );
}

async function createPgliteTestDb(): Promise<TestDb> {
  const pglite = await takePglite();
  const handle = await createDb({ pglite });
  let closed = false;
  return {
    ...handle,
    connectionString: undefined,
    // One PGlite per process: a "second instance" shares it, but goes through its own Kysely.
    openSecondHandle: async () => {
      const second = await createDb({ pglite });
      return { ...second, close: async () => {} };
    },
    // Not the handle's close, which would close the PGlite: it goes back to the worker.
    close: async () => {
      if (closed) return;
      closed = true;
      givePgliteBack(pglite);
    },
  };
}

/**
 * Each worker keeps the databases its finished test files closed and, once reset to the
 * template's state (testing/database-reset.ts), hands them to its next files; it clones the
 * template only when none is free (its first file, or a file that opens several at once). The
 * global teardown drops them all: they are named after the run's template.
 */
const freeDatabases = new FreeDatabases<string>();
let templateState: Promise<TemplateState> | undefined;

async function cloneTemplate(adminUrl: string): Promise<string> {
  const template = inject("postgresTemplateDb");
  const name = `${template}_${randomBytes(6).toString("hex")}`;
  await createDatabase(adminUrl, name, template);
  // Read from the worker's first clone while no test has touched it.
  templateState ??= withClient(withDatabase(adminUrl, name), (client) =>
    readTemplateState(pgResetClient(client)),
  );
  await templateState;
  return name;
}

/**
 * Resets a closed test database for the worker's next file, or drops it when it cannot be: its
 * schema changed, the reset failed, or enough are free already. Connections a test left open
 * are ended first, as `drop database ... with (force)` would.
 */
function giveBack(adminUrl: string, name: string): void {
  freeDatabases.giveBack(
    name,
    () =>
      withClient(withDatabase(adminUrl, name), async (client) => {
        const state = await templateState;
        if (!state) return false;
        await client.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()`,
        );
        return resetToTemplate(pgResetClient(client), state);
      }),
    (unused) => dropLater(adminUrl, unused),
  );
}

async function createPostgresTestDb(): Promise<TestDb> {
  const adminUrl = requireTestDatabaseUrl();
  const name = (await freeDatabases.take()) ?? (await cloneTemplate(adminUrl));
  const connectionString = withDatabase(adminUrl, name);
  const handle = await createDb({ databaseUrl: connectionString, poolSize: 4 });
  let closed = false;
  return {
    ...handle,
    connectionString,
    openSecondHandle: () => createDb({ databaseUrl: connectionString, poolSize: 4 }),
    close: async () => {
      // Given back once: a second close must not hand one database to two files.
      if (closed) return;
      closed = true;
      await handle.close();
      giveBack(adminUrl, name);
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

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
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
  await withClient(adminUrl, (admin) => admin.query(`create database "${name}"${from}`));
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withClient(adminUrl, (admin) =>
    admin.query(`drop database if exists "${name}" with (force)`),
  );
}

/** The databases whose names start with `prefix` (a run's template and its clones). */
export async function databasesNamed(adminUrl: string, prefix: string): Promise<string[]> {
  const { rows } = await withClient(adminUrl, (admin) =>
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
