import { CompiledQuery, type Kysely, type KyselyPlugin, sql } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../schema";
import { createTestDb, type TestDb } from "../testing";
import { countCatalog, listRecentActivity } from "./dashboard";

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.close());

/** What the counters must equal: a real count of each table, in one snapshot. */
async function countedByScan(db: Kysely<Database>) {
  const { rows } = await sql<{ products: number; topics: number; generated: number }>`
    select
      (select count(*)::int from products) as products,
      (select count(*)::int from topics) as topics,
      (select count(*)::int from generated_content) as generated`.execute(db);
  return rows[0];
}

async function insertProducts(db: Kysely<Database>, names: string[]): Promise<number[]> {
  const rows = await db
    .insertInto("products")
    .values(names.map((name) => ({ name })))
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}-${Math.random().toString(36).slice(2, 8)}`;

describe("dashboard counts", () => {
  beforeEach(async () => {
    // Each test starts from empty tables; TRUNCATE must reset the counters too.
    await sql`truncate generated_content, topics, products restart identity cascade`.execute(t.db);
  });

  it("start at zero after TRUNCATE", async () => {
    expect(await countCatalog(t.db)).toEqual({ products: 0, topics: 0, generated: 0 });
  });

  it("follow single and multi-row inserts, deletes and rolled-back transactions", async () => {
    const [p1, p2, p3] = await insertProducts(t.db, [unique("A"), unique("B"), unique("C")]);
    await t.db
      .insertInto("topics")
      .values([
        { name: "One", product_id: p1 as number },
        { name: "Two", product_id: p1 as number },
        { name: "Three", product_id: p2 as number },
      ])
      .execute();
    await sql`
      insert into generated_content (bot_type, title, content)
      select 'newsletter', 'Item ' || g, 'text' from generate_series(1, 250) g`.execute(t.db);
    expect(await countCatalog(t.db)).toEqual({ products: 3, topics: 3, generated: 250 });

    await t.db
      .deleteFrom("products")
      .where("id", "=", p3 as number)
      .execute();
    await sql`delete from generated_content where id % 5 = 0`.execute(t.db);
    // A statement that deletes nothing and a rolled-back insert change nothing.
    await t.db.deleteFrom("topics").where("id", "<", 0).execute();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await insertProducts(trx, [unique("Gone")]);
        throw new Error("roll back");
      })
      .catch(() => {});

    expect(await countCatalog(t.db)).toEqual({ products: 2, topics: 3, generated: 200 });
    expect(await countCatalog(t.db)).toEqual(await countedByScan(t.db));
  });

  it("count the topics a product's deletion removes through the foreign key's cascade", async () => {
    const [p1, p2] = await insertProducts(t.db, [unique("Cascade"), unique("Kept")]);
    await sql`
      insert into topics (name, product_id)
      select 'Topic ' || g, case when g <= 40 then ${p1}::int else ${p2}::int end
      from generate_series(1, 50) g`.execute(t.db);

    // The database's own ON DELETE CASCADE, not the app's explicit topic delete.
    await sql`delete from products where id = ${p1}`.execute(t.db);

    expect(await countCatalog(t.db)).toEqual({ products: 1, topics: 10, generated: 0 });
    expect(await countCatalog(t.db)).toEqual(await countedByScan(t.db));
  });

  it("reset a table's count when it is truncated through another table's CASCADE", async () => {
    const [p1] = await insertProducts(t.db, [unique("T")]);
    await t.db
      .insertInto("topics")
      .values({ name: "x", product_id: p1 as number })
      .execute();
    await sql`truncate products cascade`.execute(t.db);
    await insertProducts(t.db, [unique("After")]);

    expect(await countCatalog(t.db)).toEqual({ products: 1, topics: 0, generated: 0 });
  });

  it("stay exact under concurrent inserts and deletes from several connections", async () => {
    // On PostgreSQL these run on separate pooled connections of two pools (different counter
    // shards, truly concurrent); PGlite has one connection, which takes them in turn.
    const second = await t.openSecondHandle();
    try {
      const [product] = await insertProducts(t.db, [unique("Busy")]);
      const writers = Array.from({ length: 16 }, (_, w) => {
        const db = w % 2 === 1 && t.engine === "postgres" ? second.db : t.db;
        return db.transaction().execute(async (trx) => {
          for (let i = 0; i < 5; i += 1) {
            await sql`
              insert into generated_content (bot_type, title, content)
              select 'sam', ${`w${w}`}, 'x' from generate_series(1, ${3 + w})`.execute(trx);
            await trx
              .insertInto("topics")
              .values({ name: `w${w}-${i}`, product_id: product as number })
              .execute();
          }
          // Every other writer removes some of its own rows before committing.
          if (w % 2 === 1) {
            await sql`delete from generated_content where title = ${`w${w}`} and id % 3 = 0`.execute(
              trx,
            );
            await trx.deleteFrom("topics").where("name", "=", `w${w}-0`).execute();
          }
        });
      });
      // Readers during the writes see a count that matches their own snapshot.
      const readers = Array.from({ length: 4 }, () =>
        t.db
          .transaction()
          .setIsolationLevel("repeatable read")
          .execute(async (trx) => [await countCatalog(trx), await countedByScan(trx)]),
      );
      const [, snapshots] = await Promise.all([Promise.all(writers), Promise.all(readers)]);
      for (const [counted, scanned] of snapshots) expect(counted).toEqual(scanned);

      expect(await countCatalog(t.db)).toEqual(await countedByScan(t.db));
      expect((await countCatalog(t.db)).topics).toBe(16 * 5 - 8);
    } finally {
      await second.close();
    }
  });
});

describe("recent activity", () => {
  beforeAll(async () => {
    await sql`truncate generated_content restart identity cascade`.execute(t.db);
  });

  it("lists the newest items first, newest id first among equal times, up to the limit", async () => {
    const at = new Date("2031-05-01T12:00:00Z");
    await t.db
      .insertInto("generated_content")
      .values([
        { bot_type: "gift", title: "Old", content: "c", created_at: new Date("2031-04-01") },
        { bot_type: "sam", title: "Tie first", content: "c", created_at: at },
        { bot_type: "image", title: "Tie second", content: "c", created_at: at },
        { bot_type: "newsletter", title: "Newest", content: "c", created_at: new Date(+at + 1) },
      ])
      .execute();

    const recent = await listRecentActivity(t.db, 3);

    expect(recent.map((r) => r.title)).toEqual(["Newest", "Tie second", "Tie first"]);
    expect(recent[0]).toEqual({
      id: expect.any(Number),
      title: "Newest",
      botType: "newsletter",
      createdAt: new Date(+at + 1),
    });
    expect(await listRecentActivity(t.db, 10)).toHaveLength(4);
  });
});

/**
 * `db` that records every statement it runs, compiled, so a test can EXPLAIN exactly what the
 * dashboard sends.
 */
function recordingStatements(db: Kysely<Database>) {
  const statements: CompiledQuery[] = [];
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      statements.push(db.getExecutor().compileQuery(args.node, args.queryId));
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements };
}

describe("dashboard query plans", () => {
  beforeAll(async () => {
    await sql`truncate generated_content, topics, products restart identity cascade`.execute(t.db);
    const [product] = await insertProducts(t.db, [unique("Plan")]);
    await sql`
      insert into topics (name, product_id)
      select 'Topic ' || g, ${product} from generate_series(1, 2000) g`.execute(t.db);
    await sql`
      insert into generated_content (bot_type, title, content, created_at)
      select 'newsletter', 'Item ' || g, repeat('text ', 50), now() - (g || ' seconds')::interval
      from generate_series(1, 30000) g`.execute(t.db);
    await sql`analyze`.execute(t.db);
  });

  it("read the counters and the newest rows by index: two statements, no table scans", async () => {
    const recorded = recordingStatements(t.db);

    const counts = await countCatalog(recorded.db);
    const recent = await listRecentActivity(recorded.db, 5);

    expect(counts).toEqual({ products: 1, topics: 2000, generated: 30000 });
    expect(recent.map((r) => r.title)).toEqual(["Item 1", "Item 2", "Item 3", "Item 4", "Item 5"]);
    expect(recorded.statements).toHaveLength(2);
    const plans: string[] = [];
    for (const statement of recorded.statements) {
      const explained = await t.db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`explain ${statement.sql}`, [...statement.parameters]),
      );
      plans.push(explained.rows.map((row) => Object.values(row)[0]).join("\n"));
    }
    const [countsPlan, recentPlan] = plans;
    // The counts never touch the counted tables.
    expect(countsPlan).not.toMatch(/ on (generated_content|topics|products|users)\b/);
    expect(countsPlan).toMatch(/ on table_counts\b/);
    // The newest rows come from the index in order: no sequential scan, no sort.
    expect(recentPlan).toMatch(/Index Scan using generated_content_created_id_idx/);
    expect(recentPlan).not.toMatch(/Seq Scan|Sort/);
  });
});
