import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { appendAudit } from "../queries/audit-events";
import { createTestDb, type TestDb } from "./index";

async function count(db: TestDb, table: string): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from ${sql.table(table)}`.execute(db.db);
  return rows[0]?.n ?? -1;
}

/** Databases are handed on within a worker, so each test here opens them one after another. */
describe("a test database handed to the next test file", () => {
  it("holds only what the template held: rows, counters and sequences as they were", async () => {
    const first = await createTestDb();
    const prices = await count(first, "model_prices");
    // In a fixed order: an update moves a row, and a plain select returns rows as they lie.
    const countersOf = (db: TestDb) =>
      db.db.selectFrom("table_counts").selectAll().orderBy(["table_name", "shard"]).execute();
    const counters = await countersOf(first);
    await first.db.insertInto("products").values({ name: "Left behind" }).execute();
    await first.db.updateTable("model_prices").set({ input_per_million: "999" }).execute();
    await first.db.updateTable("table_counts").set({ row_count: 42 }).execute();
    // The audit trail refuses deletes and truncation: the reset must still empty it.
    await appendAudit(first.db, {
      actorId: null,
      action: "create",
      subjectType: "product",
      subjectId: 1,
    });
    await first.close();
    expect(prices).toBeGreaterThan(0);

    const next = await createTestDb();
    try {
      expect(await count(next, "products")).toBe(0);
      expect(await count(next, "audit_events")).toBe(0);
      expect(await count(next, "model_prices")).toBe(prices);
      const changed = await next.db
        .selectFrom("model_prices")
        .where("input_per_million", "=", "999")
        .select("model")
        .execute();
      expect(changed).toEqual([]);
      expect(await countersOf(next)).toEqual(counters);
      const product = await next.db
        .insertInto("products")
        .values({ name: "First" })
        .returning("id")
        .executeTakeFirstOrThrow();
      expect(product.id).toBe(1);
    } finally {
      await next.close();
    }
  });

  it("never carries a schema change a test made over to another file", async () => {
    const changed = await createTestDb();
    await sql`create function left_behind() returns int language sql as 'select 1'`.execute(
      changed.db,
    );
    await changed.close();

    // More at once than a worker keeps free, so whichever it handed on is among them.
    const next = await Promise.all([1, 2, 3, 4].map(() => createTestDb()));
    try {
      for (const db of next) {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_proc where proname = 'left_behind'`.execute(db.db);
        expect(rows[0]?.n).toBe(0);
      }
    } finally {
      for (const db of next) await db.close();
    }
  });
});
