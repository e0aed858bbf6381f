import {
  insertAiCall,
  insertUser,
  type UserRecord,
  writeMonthlyBudget,
  writeTokenQuota,
} from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { AppError } from "@studio/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { releaseSpend, reserveSpend } from "./spend-reservation";

let t: TestDb;
let user: UserRecord;

beforeAll(async () => {
  t = await createTestDb();
  user = await insertUser(t.db, {
    username: "reserver",
    email: "reserver@example.com",
    passwordHash: "x",
    approved: true,
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const table of [
    "ai_calls",
    "ai_usage_by_kind",
    "ai_usage_by_user",
    "ai_usage_by_user_month",
    "ai_usage_by_product",
    "ai_spend_reservations",
  ] as const) {
    await t.db.deleteFrom(table).execute();
  }
  await writeTokenQuota(t.db, user.id, null);
  await writeMonthlyBudget(t.db, null);
});

const TEXT = { inputTokens: 2_000, outputTokens: 1_500, images: 0 };
const reserve = (userId: number | null, model = "gpt-4o-mini", now?: Date) =>
  reserveSpend(t.db, { userId, model, estimate: TEXT }, now);

/** A finished call of `tokens` output tokens (and `images` images) by `userId`. */
function spent(userId: number | null, model: string, tokens: number, images = 0) {
  return insertAiCall(t.db, {
    userId,
    visitorHash: userId === null ? "v".repeat(64) : null,
    productId: null,
    kind: images ? "image" : "chat",
    provider: "openai",
    model,
    inputTokens: 0,
    outputTokens: tokens,
    images,
    estimated: false,
    durationMs: 1,
    outcome: "ok",
  });
}

describe("reserveSpend", () => {
  it("refuses once the month's tokens reach the quota, saying when it resets", async () => {
    await writeTokenQuota(t.db, user.id, 10);
    await spent(user.id, "gpt-4o-mini", 10);

    const refusal = await reserve(user.id, "gpt-4o-mini", new Date("2026-11-23T10:00:00Z")).catch(
      (e: unknown) => e,
    );

    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe("TOO_MANY_REQUESTS");
    expect((refusal as AppError).message).toBe(
      "You have used your monthly quota of 10 tokens. It resets on December 1, 2026.",
    );
  });

  it("lets an account under its quota through, and a quota of 0 refuses everything", async () => {
    await writeTokenQuota(t.db, user.id, 1_000_000);
    await expect(reserve(user.id)).resolves.toEqual(expect.any(String));

    await writeTokenQuota(t.db, user.id, 0);
    await expect(reserve(user.id)).rejects.toThrow(/monthly quota of 0 tokens/);
  });

  it("refuses everyone, visitors included, once the installation's budget is spent", async () => {
    await writeMonthlyBudget(t.db, 0.04);
    const visitor = await reserve(null, "gpt-image-1");
    expect(visitor).toEqual(expect.any(String));
    await releaseSpend(t.db, visitor as string);
    await spent(null, "gpt-image-1", 0, 1);

    await expect(reserve(null)).rejects.toThrow(/reached its monthly AI budget/);
    await expect(reserve(user.id)).rejects.toThrow(/reached its monthly AI budget/);
  });

  it("reserves nothing when no quota or budget applies", async () => {
    await expect(reserve(user.id)).resolves.toBeNull();
    await expect(reserve(null)).resolves.toBeNull();
    expect(await t.db.selectFrom("ai_spend_reservations").selectAll().execute()).toEqual([]);
  });

  it("lets one of nine parallel calls through a quota of 1 token", async () => {
    await writeTokenQuota(t.db, user.id, 1);

    const outcomes = await Promise.allSettled(Array.from({ length: 9 }, () => reserve(user.id)));

    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const refused of outcomes.filter((o) => o.status === "rejected")) {
      expect(String(refused.reason)).toMatch(/monthly quota of 1 tokens/);
    }
  });

  it("counts calls in flight against the quota until they are given back", async () => {
    await writeTokenQuota(t.db, user.id, 5_000);

    const first = await reserve(user.id);
    const second = await reserve(user.id);
    const third = await reserve(user.id).catch((e: unknown) => e);
    await releaseSpend(t.db, first as string);
    const fourth = await reserve(user.id);

    // 0 + 3,500 < 5,000 lets the second start; 7,000 does not let a third.
    expect([first, second]).toEqual([expect.any(String), expect.any(String)]);
    expect(third).toBeInstanceOf(AppError);
    expect(fourth).toEqual(expect.any(String));
  });

  it("reserves cost at the model's price against the budget, for parallel visitors too", async () => {
    // gpt-4o-mini: 2,000 × $0.15/M + 1,500 × $0.60/M = $0.0012 a call.
    await writeMonthlyBudget(t.db, 0.003);

    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => reserve(null)));

    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(3);
  });

  it("forgets a reservation whose call never settled once it lapses", async () => {
    await writeTokenQuota(t.db, user.id, 3_000);
    await reserve(user.id);
    await expect(reserve(user.id)).rejects.toThrow(/monthly quota/);

    await t.db
      .updateTable("ai_spend_reservations")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();

    await expect(reserve(user.id)).resolves.toEqual(expect.any(String));
  });
});
