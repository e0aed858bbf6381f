import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type TestDb } from "../testing";
import { insertSpendReservation } from "./ai-spend-reservations";
import {
  type AiCallRecord,
  insertAiCall,
  readMonthAllowance,
  usageByGroup,
  wholeMonths,
  writeMonthlyBudget,
  writeTokenQuota,
} from "./ai-usage";

let t: TestDb;
let userId: number;
let productId: number;

const call = (over: Partial<AiCallRecord> = {}): AiCallRecord => ({
  userId,
  visitorHash: null,
  productId,
  kind: "newsletter",
  provider: "openai",
  model: "gpt-4o-mini",
  inputTokens: 1_000_000,
  outputTokens: 1_000_000,
  images: 0,
  estimated: false,
  durationMs: 100,
  outcome: "ok",
  ...over,
});

const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestDb();
  userId = (
    await t.db
      .insertInto("users")
      .values({
        username: "ana",
        email: "ana@example.com",
        username_key: "ana",
        email_key: "ana@example.com",
        password_hash: "x",
      })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  productId = (
    await t.db
      .insertInto("products")
      .values({ name: "Income Letter" })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

describe("ai usage queries", () => {
  it("prices a call from the table and rolls calls up into one row per day and key", async () => {
    await insertAiCall(t.db, call());
    await insertAiCall(t.db, call({ inputTokens: 10, outputTokens: 20 }));
    // Visitors and image calls have null keys: they still share one roll-up row.
    await insertAiCall(t.db, call({ userId: null, visitorHash: "h", productId: null }));
    await insertAiCall(t.db, call({ userId: null, visitorHash: "h", productId: null }));

    const users = await t.db.selectFrom("ai_usage_by_user").selectAll().execute();
    const products = await t.db.selectFrom("ai_usage_by_product").selectAll().execute();
    const kinds = await t.db.selectFrom("ai_usage_by_kind").selectAll().execute();
    const byModel = await usageByGroup(t.db, { from: today, to: today }, "user");

    expect([users.length, products.length, kinds.length]).toEqual([2, 2, 1]);
    const mine = byModel.find((r) => r.key === String(userId));
    expect(mine).toMatchObject({ name: "ana", requests: 2, inputTokens: 1_000_010 });
    // gpt-4o-mini: $0.15 in + $0.60 out per million; each call rounded to a millionth.
    expect(mine?.costUsd).toBeCloseTo(0.75 + 0.000014, 6);
    expect(byModel.find((r) => r.key === null)).toMatchObject({ requests: 2, name: null });
  });

  it("reads an account's month, the budget and what calls in flight reserved in one round trip", async () => {
    await writeTokenQuota(t.db, userId, 5000);
    await writeMonthlyBudget(t.db, 12.5);
    // gpt-4o-mini: 2,000 × $0.15/M + 1,500 × $0.60/M = $0.0012 each.
    const estimate = { inputTokens: 2_000, outputTokens: 1_500, images: 0 };
    const reserve = (owner: number | null, ttlSeconds = 600) =>
      insertSpendReservation(t.db, { userId: owner, model: "gpt-4o-mini", estimate, ttlSeconds });
    await reserve(userId);
    await reserve(null);
    const lapsed = await reserve(userId);
    await sql`update ai_spend_reservations set expires_at = now() - interval '1 second'
      where id = ${lapsed}::bigint`.execute(t.db);

    const allowance = await readMonthAllowance(t.db, userId);
    await t.db.deleteFrom("ai_spend_reservations").execute();

    expect(allowance).toEqual({
      quota: 5000,
      usedTokens: 2_000_030,
      // The account's own live reservation; the lapsed one no longer holds anything.
      reservedTokens: 3_500,
      budgetUsd: 12.5,
      // The budget counts the whole installation, visitors included.
      monthCostUsd: expect.closeTo(2.250014, 6),
      reservedCostUsd: expect.closeTo(0.0024, 6),
    });
  });

  it("answers a visitor with no quota and skips the cost sum when no budget is set", async () => {
    await writeMonthlyBudget(t.db, null);

    const allowance = await readMonthAllowance(t.db, null);

    expect(allowance).toEqual({
      quota: null,
      usedTokens: 0,
      reservedTokens: 0,
      budgetUsd: null,
      monthCostUsd: 0,
      reservedCostUsd: 0,
    });
  });
});

describe("account reports across month edges", () => {
  it("finds the whole months inside a range", () => {
    const today = "2026-11-23";

    expect(wholeMonths({ from: "2026-08-26", to: "2026-11-23" }, today)).toEqual({
      monthsFrom: "2026-09-01",
      monthsUntil: "2026-12-01",
    });
    expect(wholeMonths({ from: "2026-10-01", to: "2026-10-31" }, today)).toEqual({
      monthsFrom: "2026-10-01",
      monthsUntil: "2026-11-01",
    });
    expect(wholeMonths({ from: "2026-10-05", to: "2026-10-20" }, today)).toEqual({
      monthsFrom: "2026-10-05",
      monthsUntil: "2026-10-05",
    });
    expect(wholeMonths({ from: "2026-12-31", to: "2027-01-31" }, today)).toEqual({
      monthsFrom: "2027-01-01",
      monthsUntil: "2027-02-01",
    });
  });

  it("adds whole months from the monthly roll-up and edge days from the daily one", async () => {
    const account = 990_001;
    const totals = (tokens: number) => ({
      user_id: account,
      requests: 1,
      input_tokens: tokens,
      output_tokens: 0,
      cost_usd: 0,
    });
    await t.db
      .insertInto("ai_usage_by_user")
      .values([
        { day: "2026-09-30", ...totals(10) },
        { day: "2026-10-01", ...totals(20) },
        { day: "2026-10-31", ...totals(30) },
        { day: "2026-11-01", ...totals(40) },
      ])
      .execute();
    await t.db
      .insertInto("ai_usage_by_user_month")
      .values([
        { month: "2026-09-01", ...totals(10) },
        { month: "2026-10-01", ...totals(50) },
        { month: "2026-11-01", ...totals(40) },
      ])
      .execute();
    const tokensOf = async (from: string, to: string) => {
      const rows = await usageByGroup(t.db, { from, to }, "user", "2026-11-23");
      return rows.find((r) => r.key === String(account))?.inputTokens;
    };

    expect(await tokensOf("2026-09-30", "2026-10-31")).toBe(60);
    expect(await tokensOf("2026-10-31", "2026-11-01")).toBe(70);
    expect(await tokensOf("2026-09-01", "2026-11-23")).toBe(100);
    expect(await tokensOf("2026-10-02", "2026-10-30")).toBeUndefined();
  });
});
