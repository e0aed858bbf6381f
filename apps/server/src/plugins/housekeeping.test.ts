import { insertSpendReservation } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp } from "../testing";

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.close());

it("removes expired sessions and finished rate-limit windows at start, and keeps live ones", async () => {
  const past = new Date(Date.now() - 60_000);
  const future = new Date(Date.now() + 60 * 60_000);
  await db.db
    .insertInto("sessions")
    .values([
      { sid: "expired", user_id: null, data: "{}", expires_at: past },
      { sid: "live", user_id: null, data: "{}", expires_at: future },
    ])
    .execute();
  await db.db
    .insertInto("rate_limits")
    .values([
      { bucket: "old", window_start: sql<Date>`now() - interval '2 days'`, hits: 3 },
      { bucket: "current", window_start: sql<Date>`now()`, hits: 1 },
      // A remembered sign-in address lives two 30-day windows, then goes.
      {
        bucket: "login:known:id:1:10.0.0.1",
        window_start: sql<Date>`now() - interval '40 days'`,
        hits: 1,
      },
      {
        bucket: "login:known:id:1:10.0.0.2",
        window_start: sql<Date>`now() - interval '70 days'`,
        hits: 1,
      },
    ])
    .execute();

  const t = await createTestApp({ db });
  await t.close();

  const sessions = await db.db.selectFrom("sessions").select("sid").execute();
  const windows = await db.db.selectFrom("rate_limits").select("bucket").execute();
  expect(sessions.map((s) => s.sid)).toEqual(["live"]);
  expect(windows.map((w) => w.bucket).sort()).toEqual(["current", "login:known:id:1:10.0.0.1"]);
});

it("removes AI spend reservations that lapsed (their instance stopped mid-call), keeps live ones", async () => {
  const estimate = { inputTokens: 10, outputTokens: 10, images: 0 };
  const reserve = (ttlSeconds: number) =>
    insertSpendReservation(db.db, { userId: null, model: "gpt-4o-mini", estimate, ttlSeconds });
  const live = await reserve(600);
  const lapsed = await reserve(600);
  await db.db
    .updateTable("ai_spend_reservations")
    .set({ expires_at: new Date(Date.now() - 1000) })
    .where("id", "=", sql<string>`${lapsed}::bigint`)
    .execute();

  const t = await createTestApp({ db });
  await t.close();

  const left = await db.db
    .selectFrom("ai_spend_reservations")
    .select(sql<string>`id::text`.as("id"))
    .execute();
  expect(left.map((r) => r.id)).toEqual([live]);
});
