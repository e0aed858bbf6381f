import { amendPgliteSnapshot, withDatabase } from "@studio/db/testing";
import type { TestProject } from "vitest/node";
import { createJobQueue } from "../services/jobs/job-queue";

/**
 * Runs after the database's global setup: installs the job queue's tables (pg-boss's schema and
 * our queues) in the migrated templates, so a test app's queue starts in milliseconds instead of
 * creating its schema (about a second) in every test file.
 */
export default async function setup(project: TestProject): Promise<void> {
  const { pgliteSnapshotPath, postgresTemplateDb } = project.getProvidedContext();
  if (pgliteSnapshotPath) {
    await amendPgliteSnapshot(pgliteSnapshotPath, (handle) => installQueue(handle.queueConnection));
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl && postgresTemplateDb) {
    await installQueue({
      engine: "postgres",
      connectionString: withDatabase(adminUrl, postgresTemplateDb),
    });
  }
}

async function installQueue(connection: Parameters<typeof createJobQueue>[0]): Promise<void> {
  const queue = createJobQueue(connection);
  await queue.start();
  await queue.stop();
}
