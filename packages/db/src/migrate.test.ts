import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import type { DbHandle } from "./client";
import { migrateToLatest } from "./migrate";
import { migrations } from "./migrations/index";
import { createEmptyTestDb, createTestDb, migrateTo, testEngine } from "./testing";

const expectedTables = [
  "ai_calls",
  "ai_spend_reservations",
  "ai_usage_by_kind",
  "ai_usage_by_product",
  "ai_usage_by_user",
  "ai_usage_by_user_month",
  "api_keys",
  "app_meta",
  "audit_events",
  "chat_conversations",
  "chat_messages",
  "compliance_builtin_settings",
  "compliance_rules",
  "content_approvals",
  "content_comments",
  "content_versions",
  "generated_content",
  "generated_images",
  "gift_options",
  "knowledge_base",
  "model_prices",
  "notifications",
  "products",
  "prompt_templates",
  "rate_limits",
  "schedule_runs",
  "schedules",
  "sessions",
  "table_counts",
  "topics",
  "users",
  "webhook_deliveries",
  "webhooks",
];

async function tableNames(handle: DbHandle): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_name not like 'kysely_%' order by 1`.execute(handle.db);
  return rows.map((r) => r.name);
}

describe("migrations", () => {
  let handle: DbHandle | undefined;
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });

  // On the run's engine: a PostgreSQL run has no empty PGlite ready, and starting one costs
  // seconds of initdb; its e2e lane starts the built server on a fresh PGlite data directory.
  it(`run up on a fresh ${testEngine === "pglite" ? "PGlite" : "PostgreSQL"} database and are idempotent`, async () => {
    handle = await createEmptyTestDb();
    const first = await migrateToLatest(handle.db);
    const second = await migrateToLatest(handle.db);
    expect(first.results?.map((r) => r.status)).toEqual(
      Object.keys(migrations).map(() => "Success"),
    );
    expect(second.results).toEqual([]);
    expect(await tableNames(handle)).toEqual(expectedTables);
  });

  it("still refuse a database that ran a migration this build does not know", async () => {
    handle = await createEmptyTestDb();
    await migrateToLatest(handle.db);
    await sql`insert into kysely_migration (name, timestamp) values ('2099-01-01T00-00-00_from-a-newer-build', now())`.execute(
      handle.db,
    );
    await expect(migrateToLatest(handle.db)).rejects.toThrow(
      /2099-01-01T00-00-00_from-a-newer-build/,
    );
  });

  it("give existing accounts identity keys, keeping both of two names that now share one", async () => {
    handle = await createEmptyTestDb();
    await migrateTo(handle.db, "2026-11-22T02-00-00_change-notifications");
    const old = (username: string, email: string) =>
      sql`insert into users (username, email, password_hash, approved)
          values (${username}, ${email}, 'h', true)`.execute(handle!.db);
    await old("José", "jose@example.com");
    await old("Jose", "other@example.com");
    await old("Ｗｉｄｅ", "WIDE@Example.com");

    await migrateToLatest(handle.db);

    const { rows } = await sql<{ username: string; username_key: string; email_key: string }>`
      select username, username_key, email_key from users order by id`.execute(handle.db);
    expect(rows).toEqual([
      { username: "José", username_key: "jose", email_key: "jose@example.com" },
      {
        username: "Jose",
        username_key: expect.stringMatching(/^jose#\d+$/),
        email_key: "other@example.com",
      },
      { username: "Ｗｉｄｅ", username_key: "wide", email_key: "wide@example.com" },
    ]);
    await expect(
      sql`insert into users (username, email, username_key, email_key, password_hash)
          values ('WIDE', 'new@example.com', 'wide', 'new@example.com', 'h')`.execute(handle.db),
    ).rejects.toThrow(/users_username_key_key/);
  });

  it("enforce one active prompt template per bot type in the database", async () => {
    handle = await createEmptyTestDb();
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

describe("content workspace migration", () => {
  it("turns existing generated content into version 1 of a draft", async () => {
    const handle = await createEmptyTestDb();
    try {
      await migrateTo(handle.db, "2026-11-22T02-00-00_change-notifications");
      await sql`insert into generated_content (bot_type, title, content) values ('sam', 'Old', 'Old text')`.execute(
        handle.db,
      );

      await migrateToLatest(handle.db);

      const item = await handle.db
        .selectFrom("generated_content")
        .select(["id", "status", "current_version"])
        .executeTakeFirstOrThrow();
      const versions = await handle.db
        .selectFrom("content_versions")
        .select(["number", "content", "source"])
        .where("content_id", "=", item.id)
        .execute();
      expect(item).toMatchObject({ status: "draft", current_version: 1 });
      expect(versions).toEqual([{ number: 1, content: "Old text", source: "generated" }]);
    } finally {
      await handle.close();
    }
  });
});

describe("dormant API keys migration", () => {
  it("revokes the keys of unapproved owners and the admin keys of non-administrators", async () => {
    const handle = await createEmptyTestDb();
    try {
      await migrateTo(handle.db, "2026-11-23T10-00-00_chat-paging");
      const user = async (name: string, role: string, approved: boolean) => {
        const { rows } = await sql<{ id: number }>`
          insert into users (username, email, username_key, email_key, password_hash, role, approved)
          values (${name}, ${`${name}@example.com`}, ${name}, ${`${name}@example.com`}, 'h',
            ${role}, ${approved}) returning id`.execute(handle.db);
        return rows[0]?.id as number;
      };
      const key = (userId: number, name: string, scopes: string[]) =>
        sql`insert into api_keys (user_id, name, prefix, hash, scopes)
            values (${userId}, ${name}, 'pr_x', ${name}, ${sql.val(scopes)}::text[])`.execute(
          handle.db,
        );
      const pending = await user("pending", "user", false);
      const demoted = await user("demoted", "user", true);
      const admin = await user("admin", "admin", true);
      await key(pending, "pending-read", ["read"]);
      await key(demoted, "demoted-admin", ["read", "admin"]);
      await key(demoted, "demoted-read", ["read"]);
      await key(admin, "admin-admin", ["admin"]);

      await migrateToLatest(handle.db);

      const { rows } = await sql<{ name: string; revoked: boolean }>`
        select name, revoked_at is not null as revoked from api_keys order by name`.execute(
        handle.db,
      );
      expect(rows).toEqual([
        { name: "admin-admin", revoked: false },
        { name: "demoted-admin", revoked: true },
        { name: "demoted-read", revoked: false },
        { name: "pending-read", revoked: true },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe("email fields migration", () => {
  it("fills newsletter and SAM versions' subject lines and preheader from their opening lines, texts untouched", async () => {
    const handle = await createEmptyTestDb();
    try {
      await migrateTo(handle.db, "2026-11-26T10-00-00_reviewer-role");
      const newsletter = "##Subject: Rates and you##\nPreview: What changed.\n\nHi there,\nBody.";
      const sam =
        "##Subject line options##\n1. Free guide\n2. Yours free\nPreview: A gift.\n\nHello.";
      const gift = "##Subject: not an email##\nGift ideas.";
      const plain = "Just a body, no header.";
      for (const [botType, text] of [
        ["newsletter", newsletter],
        ["sam", sam],
        ["gift", gift],
        ["newsletter", plain],
      ] as const) {
        await sql`with item as (
            insert into generated_content (bot_type, title, content) values (${botType}, 'T', ${text})
            returning id)
          insert into content_versions (content_id, number, title, content, source)
          select id, 1, 'T', ${text}, 'generated' from item`.execute(handle.db);
      }

      await migrateToLatest(handle.db);

      const rows = await handle.db
        .selectFrom("content_versions")
        .select(["content", "subject_lines", "subject", "preheader"])
        .orderBy("id")
        .execute();
      expect(rows).toEqual([
        {
          content: newsletter,
          subject_lines: ["Rates and you"],
          subject: "Rates and you",
          preheader: "What changed.",
        },
        {
          content: sam,
          subject_lines: ["Free guide", "Yours free"],
          subject: "Free guide",
          preheader: "A gift.",
        },
        { content: gift, subject_lines: [], subject: null, preheader: null },
        { content: plain, subject_lines: [], subject: null, preheader: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe("approval submitted-at migration", () => {
  it("gives each approval the time its version was submitted, from the audit trail", async () => {
    const handle = await createEmptyTestDb();
    try {
      await migrateTo(handle.db, "2026-11-26T12-00-00_email-fields");
      await sql`insert into generated_content (bot_type, title, content) values
        ('sam', 'Submitted', 'A'), ('sam', 'From a draft', 'B')`.execute(handle.db);
      const event = (seq: number, action: string, version: number, at: string) =>
        sql`insert into audit_events
            (seq, at, action, subject_type, subject_id, version, prev_hash, hash)
          values (${seq}, ${at}::timestamptz, ${action}, 'content', 1, ${version}, 'p', 'h')`.execute(
          handle.db,
        );
      // Submitted twice (version 1, then again after changes), approved after the second.
      await event(1, "submit", 1, "2026-11-20T10:00:00.000Z");
      await event(2, "submit", 1, "2026-11-21T09:00:00.000Z");
      await event(3, "submit", 1, "2026-11-22T09:00:00.000Z");
      await sql`insert into content_approvals (content_id, version, approved_at, content_hash) values
        (1, 1, '2026-11-21T12:00:00Z', 'x'), (2, 1, '2026-11-21T12:00:00Z', 'y')`.execute(
        handle.db,
      );

      await migrateToLatest(handle.db);

      const rows = await handle.db
        .selectFrom("content_approvals")
        .select(["content_id", "submitted_at"])
        .orderBy("content_id")
        .execute();
      // The latest submit at or before the approval; none for an item approved from a draft.
      expect(rows).toEqual([
        { content_id: 1, submitted_at: new Date("2026-11-21T09:00:00.000Z") },
        { content_id: 2, submitted_at: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});

describe("approval product migration", () => {
  it("gives each approval its item's product, and follows a product's deletion", async () => {
    const handle = await createEmptyTestDb();
    try {
      await migrateTo(handle.db, "2026-11-27T10-00-00_approval-submitted-at");
      await sql`insert into products (name) values ('Letter'), ('Gone')`.execute(handle.db);
      await sql`insert into generated_content (bot_type, title, content, product_id) values
        ('sam', 'Of Letter', 'A', 1), ('sam', 'Of Gone', 'B', 2), ('sam', 'Of none', 'C', null)`.execute(
        handle.db,
      );
      await sql`insert into content_approvals (content_id, version, content_hash) values
        (1, 1, 'x'), (2, 1, 'y'), (3, 1, 'z')`.execute(handle.db);

      await migrateToLatest(handle.db);
      const products = () =>
        handle.db
          .selectFrom("content_approvals")
          .select(["content_id", "product_id"])
          .orderBy("content_id")
          .execute();
      expect(await products()).toEqual([
        { content_id: 1, product_id: 1 },
        { content_id: 2, product_id: 2 },
        { content_id: 3, product_id: null },
      ]);

      await handle.db.deleteFrom("products").where("id", "=", 2).execute();
      expect((await products()).map((row) => row.product_id)).toEqual([1, null, null]);
    } finally {
      await handle.close();
    }
  });

  it("index the approvals' window with the product and submission time the median reads", async () => {
    // The migrated template every test starts from: no need to migrate an empty database again.
    const handle = await createTestDb();
    try {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
        select indexname, indexdef from pg_indexes
        where tablename = 'content_approvals' and indexdef like '%(approved_at)%'`.execute(
        handle.db,
      );
      expect(rows).toEqual([
        {
          indexname: "content_approvals_window_idx",
          indexdef: expect.stringMatching(/\(approved_at\) INCLUDE \(product_id, submitted_at\)$/),
        },
      ]);
    } finally {
      await handle.close();
    }
  });
});
