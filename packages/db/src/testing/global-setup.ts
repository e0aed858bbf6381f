import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";
import { createDb } from "../client";
import { migrateToLatest } from "../migrate";
import { createDatabase, databasesNamed, dropDatabase, dumpOf, withDatabase } from "./index";

/**
 * Runs once per test run: makes the migrated copy every test database starts from, a dumped
 * PGlite or, with TEST_DATABASE_URL, a PostgreSQL template database. On PGlite it also dumps the
 * empty cluster the migration tests start from (initdb alone takes seconds). The teardown drops
 * the template and every clone of it the workers kept or left.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "studio-test-"));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const snapshots = adminUrl ? { empty: "", migrated: "" } : await pgliteSnapshots(dir);
  const template = adminUrl ? await migratedTemplate(adminUrl) : "";
  project.provide("pgliteEmptySnapshotPath", snapshots.empty);
  project.provide("pgliteSnapshotPath", snapshots.migrated);
  project.provide("postgresTemplateDb", template);

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (!adminUrl || !template) return;
    // Clones sort after their template's name, so they go first: a template with clones in use
    // cannot be dropped.
    for (const name of await databasesNamed(adminUrl, template)) {
      // A database left behind costs disk, not correctness: say so rather than fail the run.
      await dropDatabase(adminUrl, name).catch((error: unknown) => {
        console.warn(`Could not drop the test database ${name}: ${String(error)}`);
      });
    }
  };
}

/** Uncompressed: a test database loads about a quarter faster than from gzip. */
async function pgliteSnapshots(dir: string): Promise<{ empty: string; migrated: string }> {
  const pglite = await PGlite.create();
  const empty = join(dir, "pglite-empty.tar");
  await writeFile(empty, await dumpOf(pglite));
  const handle = await createDb({ pglite });
  await migrateToLatest(handle.db);
  const migrated = join(dir, "pglite-snapshot.tar");
  await writeFile(migrated, await dumpOf(pglite));
  await handle.close();
  return { empty, migrated };
}

async function migratedTemplate(adminUrl: string): Promise<string> {
  const template = `studio_template_${randomBytes(4).toString("hex")}`;
  await createDatabase(adminUrl, template);
  const handle = await createDb({ databaseUrl: withDatabase(adminUrl, template), poolSize: 1 });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return template;
}
