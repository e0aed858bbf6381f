import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb } from "../client";
import { migrateToLatest } from "../migrate";
import { dropDatabase, dumpOf, withDatabase } from "./index";

/**
 * Runs once per test run: migrates one PGlite and dumps it, and (with TEST_DATABASE_URL)
 * migrates one PostgreSQL template database. Test files start from these copies.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "studio-test-"));
  const pglite = await PGlite.create();
  // Two snapshots: the empty cluster (initdb alone takes seconds, and the migration tests need
  // a database that has none of our tables) and the migrated one every other test starts from.
  // Uncompressed: a test database loads about a quarter faster than from gzip.
  const emptySnapshotPath = join(dir, "pglite-empty.tar");
  await writeFile(emptySnapshotPath, await dumpOf(pglite));
  const handle = await createDb({ pglite });
  await migrateToLatest(handle.db);
  const snapshotPath = join(dir, "pglite-snapshot.tar");
  await writeFile(snapshotPath, await dumpOf(pglite));
  await handle.close();
  project.provide("pgliteSnapshotPath", snapshotPath);
  project.provide("pgliteEmptySnapshotPath", emptySnapshotPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template = "";
  if (adminUrl) {
    template = `studio_template_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${template}"`);
    await admin.end();
    const pgHandle = await createDb({ databaseUrl: withDatabase(adminUrl, template), poolSize: 1 });
    await migrateToLatest(pgHandle.db);
    await pgHandle.close();
  }
  project.provide("postgresTemplateDb", template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (adminUrl && template) await dropDatabase(adminUrl, template);
  };
}
