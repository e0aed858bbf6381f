import type { ContentItemDto, ScheduleDto, ScheduleRunDto } from "@studio/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let admin: TestClient;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;
let ownerId: number;
let productId: number;
let topicIds: number[];

beforeAll(async () => {
  // Only start-ups look for due schedules here, so the catch-up test sees who claimed what.
  t = await createTestApp({
    jobs: {
      scheduleCheckMs: 60 * 60 * 1000,
      queueSettings: { "schedule.run": { pollingIntervalSeconds: 0.5 } },
    },
  });
  const seeded = await seedGenerationCatalog(t.db.db);
  productId = seeded.product.id;
  const second = await t.db.db
    .insertInto("topics")
    .values({ name: "Dividend aristocrats", product_id: productId, type: ["newsletter", "sam"] })
    .returning("id")
    .executeTakeFirstOrThrow();
  topicIds = [seeded.topic.id, second.id];
  admin = t.client();
  owner = t.client();
  other = t.client();
  visitor = t.client();
  await admin.loginAs(TEST_ADMIN);
  const ownerUser = await t.createUser();
  ownerId = ownerUser.id;
  await owner.loginAs(ownerUser);
  await other.loginAs(await t.createUser());
});
afterAll(() => t.close());

const weekly = (overrides: Record<string, unknown> = {}) => ({
  botType: "newsletter",
  productId,
  topicIds,
  options: { tone: "conservative", length: "short" },
  cron: "0 7 * * 1",
  timezone: "Europe/London",
  ...overrides,
});

async function create(client: TestClient, body = weekly()): Promise<ScheduleDto> {
  const response = await client.post("/api/schedules", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listed(client: TestClient, id: number): Promise<ScheduleDto | undefined> {
  const response = await client.get("/api/schedules");
  expect(response.statusCode).toBe(200);
  return (response.json() as ScheduleDto[]).find((s) => s.id === id);
}

describe("POST /api/schedules", () => {
  it("saves a schedule of the caller's with its next slot in its time zone", async () => {
    const schedule = await create(
      owner,
      weekly({ cron: "0 7 * * *", timezone: "America/New_York" }),
    );

    expect(schedule).toMatchObject({
      owner: { id: ownerId },
      botType: "newsletter",
      productId,
      topicIds,
      options: { tone: "conservative", length: "short" },
      cron: "0 7 * * *",
      timezone: "America/New_York",
      enabled: true,
      lastRunAt: null,
      runs: [],
    });
    // 07:00 in New York is 12:00 UTC in winter (EST) and 11:00 UTC in summer (EDT).
    expect(schedule.nextRunAt).toMatch(/T1[12]:00:00\.000Z$/);
    const next = new Date(schedule.nextRunAt ?? 0).getTime();
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it.each([
    [{ cron: "every monday" }, /cron is not a valid cron expression/],
    [{ cron: "61 7 * * 1" }, /cron is not a valid cron expression \(.*59/],
    [{ cron: "0 0 7 * * 1" }, /five fields/],
    [{ cron: "" }, /cron is required/],
    [{ timezone: "Mars/Olympus_Mons" }, /timezone 'Mars\/Olympus_Mons' is not an IANA time zone/],
    [{ timezone: "+02:00" }, /is not an IANA time zone/],
    [{ timezone: undefined }, /timezone is required/],
    [{ botType: "gift" }, /botType must be one of newsletter, sam/],
    [{ topicIds: [] }, /at least one topic/],
    [{ options: { tone: "shouty" } }, /tone must be one of/],
  ])("answers 400 for %o, the same over tRPC", async (change, message) => {
    const body = weekly(change);
    const rest = await owner.post("/api/schedules", body);
    const trpc = await owner.trpc("mutation", "schedules.create", body);
    expect(rest.statusCode).toBe(400);
    expect(rest.json().error).toMatch(message);
    expect(trpc.status).toBe(400);
    expect(trpc.error?.message).toBe(rest.json().error);
  });

  it("refuses a topic of another product (400) and an unknown product (404)", async () => {
    const elsewhere = await t.db.db
      .insertInto("products")
      .values({ name: "Other letter" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const stray = await t.db.db
      .insertInto("topics")
      .values({ name: "Elsewhere", product_id: elsewhere.id, type: ["newsletter"] })
      .returning("id")
      .executeTakeFirstOrThrow();

    const wrongTopic = await owner.post("/api/schedules", weekly({ topicIds: [stray.id] }));
    const noProduct = await owner.post("/api/schedules", weekly({ productId: 999_999 }));

    expect(wrongTopic.statusCode).toBe(400);
    expect(wrongTopic.json().error).toBe(`Topic ${stray.id} does not belong to this product.`);
    expect(noProduct.statusCode).toBe(404);
  });

  it("needs a signed-in account", async () => {
    expect((await visitor.post("/api/schedules", weekly())).statusCode).toBe(401);
    expect((await visitor.get("/api/schedules")).statusCode).toBe(401);
  });
});

describe("managing schedules", () => {
  it("shows people their own schedules and administrators everyone's", async () => {
    const mine = await create(owner);
    const theirs = await create(other);

    expect(await listed(owner, mine.id)).toBeDefined();
    expect(await listed(owner, theirs.id)).toBeUndefined();
    expect(await listed(admin, mine.id)).toMatchObject({ owner: { id: ownerId } });
    expect(await listed(admin, theirs.id)).toBeDefined();
    for (const response of [
      await owner.request({
        method: "PATCH",
        url: `/api/schedules/${theirs.id}`,
        payload: { enabled: false },
      }),
      await owner.delete(`/api/schedules/${theirs.id}`),
      await owner.post(`/api/schedules/${theirs.id}/run`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
  });

  it("turns a schedule off (no next run) and on again (from the next slot)", async () => {
    const schedule = await create(owner);

    const off = await owner.request({
      method: "PATCH",
      url: `/api/schedules/${schedule.id}`,
      payload: { enabled: false },
    });
    const on = await admin.request({
      method: "PATCH",
      url: `/api/schedules/${schedule.id}`,
      payload: { enabled: true },
    });
    const bad = await owner.request({
      method: "PATCH",
      url: `/api/schedules/${schedule.id}`,
      payload: { enabled: "maybe" },
    });

    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ enabled: false, nextRunAt: null });
    expect(on.json()).toMatchObject({ enabled: true, nextRunAt: schedule.nextRunAt });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("enabled must be true or false.");
  });

  it("deletes a schedule", async () => {
    const schedule = await create(owner);
    const removed = await owner.delete(`/api/schedules/${schedule.id}`);
    expect(removed.statusCode).toBe(200);
    expect(await listed(owner, schedule.id)).toBeUndefined();
    expect((await owner.delete(`/api/schedules/${schedule.id}`)).statusCode).toBe(404);
  });
});

describe("runs", () => {
  it("writes one draft per topic into the owner's library, each submitted for review", async () => {
    const schedule = await create(owner);

    const started = await owner.post(`/api/schedules/${schedule.id}/run`);

    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ trigger: "manual", status: "queued", drafts: [] });
    let run: ScheduleRunDto | undefined;
    await eventually(async () => {
      run = (await listed(owner, schedule.id))?.runs[0];
      expect(run?.status).toBe("done");
    }, 60_000);
    expect(run?.drafts).toHaveLength(2);
    expect(run?.errors).toEqual([]);
    for (const draft of run?.drafts ?? []) {
      const item = (await owner.get(`/api/content/${draft.id}`)).json() as ContentItemDto;
      expect(item).toMatchObject({ status: "in_review", ownerId, botType: "newsletter" });
      expect(item.title).toBe(draft.title);
      expect(item.events.map((e) => e.kind)).toContain("submitted");
    }
    const topics = await t.db.db
      .selectFrom("generated_content")
      .select("topic_id")
      .where("id", "in", run?.drafts.map((d) => d.id) ?? [])
      .execute();
    expect(topics.map((r) => r.topic_id).sort()).toEqual([...topicIds].sort());
  }, 120_000);

  it("goes through the AI spend gate: an owner out of quota gets no drafts, and the run says why", async () => {
    const broke = await t.createUser();
    await t.db.db
      .updateTable("users")
      .set({ monthly_token_quota: 0 })
      .where("id", "=", broke.id)
      .execute();
    const client = t.client();
    await client.loginAs(broke);
    const schedule = await create(client, weekly({ topicIds: [topicIds[0]] }));

    await client.post(`/api/schedules/${schedule.id}/run`);

    let run: ScheduleRunDto | undefined;
    await eventually(async () => {
      run = (await listed(client, schedule.id))?.runs[0];
      expect(run?.status).toBe("failed");
    }, 60_000);
    expect(run?.drafts).toEqual([]);
    expect(run?.errors[0]?.message).toMatch(/monthly quota/);
  }, 120_000);

  it("runs a slot missed while every instance was down once, at start-up", async () => {
    const schedule = await create(owner, weekly({ cron: "0 * * * *", topicIds: [topicIds[0]] }));
    // Three days of hourly slots passed with no instance up.
    await t.db.db
      .updateTable("schedules")
      .set({ next_run_at: sql<Date>`now() - interval '3 days'` })
      .where("id", "=", schedule.id)
      .execute();

    const second = await createTestApp({ db: t.db });
    try {
      let after: ScheduleDto | undefined;
      await eventually(async () => {
        after = await listed(owner, schedule.id);
        expect(after?.runs[0]?.status).toBe("done");
      }, 60_000);
      expect(after?.runs).toHaveLength(1);
      expect(after?.runs[0]).toMatchObject({ trigger: "catch_up" });
      expect(after?.runs[0]?.drafts).toHaveLength(1);
      expect(new Date(after?.nextRunAt ?? 0).getTime()).toBeGreaterThan(Date.now());
      expect(after?.lastRunAt).not.toBeNull();
    } finally {
      await second.close();
    }
  }, 120_000);
});
