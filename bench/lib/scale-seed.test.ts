import { createTestDb } from "@studio/db/testing";
import { createTestApp, TEST_ADMIN, type TestApp } from "@studio/server/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "./databases.mjs";
import { countSeeded, SCALE_USER, seedScale } from "./scale-seed.mjs";

/**
 * The scale and content benches' seed, small: it must write what the migrations' rules say
 * (a bench on data the app would never write measures nothing), including an audit trail whose
 * chain the product's own check finds whole. Seeded first, then the app starts on it, as in the
 * benches.
 */
let t: TestApp;
beforeAll(async () => {
  const db = await createTestDb();
  await seedScale(db.db, { users: 60, items: 48, conversations: 8, messages: 10, products: 2 });
  t = await createTestApp({ db });
});
afterAll(async () => {
  await t?.close();
  await t?.db.close();
});

describe("the scale seed", () => {
  it("writes the counts it was asked for, and one event for each step of each item's history", async () => {
    const { rows } = await sql`
      select count(*) filter (where current_version = 2)::int as edited,
        count(*) filter (where status in ('in_review', 'approved'))::int as submitted,
        count(*) filter (where status = 'approved')::int as approved
      from generated_content`.execute(t.db.db);
    const history = rows[0] as { edited: number; submitted: number; approved: number };
    expect(history.edited).toBeGreaterThan(0);
    expect(history.approved).toBeGreaterThan(0);

    expect(await countSeeded(t.db.db)).toMatchObject({
      users: 61, // 59 seeded and the scale user, then the administrator the app boots with
      items: 48,
      versions: 48 + history.edited,
      events: 48 + history.edited + history.submitted + history.approved,
      approvals: history.approved,
      conversations: 8,
    });
  });

  it("leaves an audit trail the product verifies whole, and the scale user can sign in", async () => {
    const admin = t.client();
    await admin.loginAs(TEST_ADMIN);
    const verification = await admin.get("/api/audit/verify");
    expect(verification.statusCode).toBe(200);
    expect(verification.json()).toMatchObject({ ok: true, firstBrokenSeq: null });
    const { events } = await countSeeded(t.db.db);
    // What the app records at boot (its administrator) comes after the seed's events.
    expect(verification.json().checked).toBeGreaterThanOrEqual(events);

    expect((await t.client().loginAs(SCALE_USER)).statusCode).toBe(200);
  });
});
