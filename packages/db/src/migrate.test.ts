import { PGlite } from "@electric-sql/pglite";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./client";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { dropDatabase, withDatabase } from "./testing";

const expectedTables = [
  "app_meta",
  "chat_conversations",
  "chat_messages",
  "generated_content",
  "generated_images",
  "gift_options",
  "knowledge_base",
  "products",
  "prompt_templates",
  "rate_limits",
  "sessions",
  "topics",
  "users",
];

async function tableNames(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(handle.db);
  return rows.map((r) => r.name);
}

describe("migrations", () => {
  let handle: DbHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await handle?.close();
    await cleanup?.();
    handle = undefined;
    cleanup = undefined;
  });

  it("run up on a fresh PGlite and are idempotent", async () => {
    handle = await createDb({ pglite: await PGlite.create() });
    const first = await migrateToLatest(handle.db);
    const second = await migrateToLatest(handle.db);
    expect(first.results?.map((r) => r.status)).toEqual(
      Object.keys(migrations).map(() => "Success"),
    );
    expect(second.results).toEqual([]);
    expect(await tableNames(handle)).toEqual(expectedTables);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("run up on a fresh PostgreSQL database", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `studio_migrate_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    cleanup = () => dropDatabase(adminUrl, name);
    handle = await createDb({ databaseUrl: withDatabase(adminUrl, name) });
    await migrateToLatest(handle.db);
    expect(await tableNames(handle)).toEqual(expectedTables);
  });

  it("enforce one active prompt template per bot type in the database", async () => {
    handle = await createDb({ pglite: await PGlite.create() });
    await migrateToLatest(handle.db);
    const row = {
      bot_type: "newsletter" as const,
      name: "A",
      template: "0123456789",
      active: true,
    };
    await handle.db.insertInto("prompt_templates").values(row).execute();
    await expect(
      handle.db
        .insertInto("prompt_templates")
        .values({ ...row, name: "B" })
        .execute(),
    ).rejects.toThrow(/prompt_templates_one_active_key/);
  });
});
