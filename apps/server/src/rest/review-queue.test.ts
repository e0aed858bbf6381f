import { medianReviewTimes } from "@studio/db";
import {
  type DashboardDto,
  type Page,
  type ReviewQueueItemDto,
  reviewMessages,
} from "@studio/shared";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { generateDraft, seedGenerationCatalog, storeFlags } from "../testing/generation-fixtures";

/** Issue 24 item 9: the reviewer's queue and the dashboard's median time to approval. */
let t: TestApp;
let writer: TestClient;
let reviewer: TestClient;
let admin: TestClient;
let catalog: { productId: number; topicId: number };

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedGenerationCatalog(t.db.db, "Queue Letter");
  catalog = { productId: seeded.product.id, topicId: seeded.topic.id };
  writer = t.client();
  reviewer = t.client();
  admin = t.client();
  await writer.loginAs(await t.createUser());
  await reviewer.loginAs(await t.createUser({ role: "reviewer" }));
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

const draft = (on = catalog) => generateDraft(writer, on);

async function submitted(on = catalog): Promise<number> {
  const id = await draft(on);
  expect((await writer.post(`/api/content/${id}/submit`)).statusCode).toBe(200);
  return id;
}

async function queue(client: TestClient, query = ""): Promise<Page<ReviewQueueItemDto>> {
  const response = await client.get(`/api/review/queue${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page<ReviewQueueItemDto>;
}

async function wholeQueue(client: TestClient): Promise<ReviewQueueItemDto[]> {
  const items: ReviewQueueItemDto[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<ReviewQueueItemDto> = await queue(
      client,
      `?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
    );
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe("GET /api/review/queue", () => {
  it("lists items in review, oldest submission first, paged by keyset, with flags and open comments", async () => {
    const first = await submitted();
    const notSubmitted = await draft();
    const second = await submitted();
    const third = await submitted();
    // Resubmitting moves an item to the back: the queue follows the latest submission.
    await reviewer.post(`/api/content/${first}/request-changes`, { note: "Again" });
    await writer.post(`/api/content/${first}/submit`);
    const approved = await submitted();
    await reviewer.post(`/api/content/${approved}/approve`, {});

    await storeFlags(t.db.db, second, [
      { rule: "a", start: 0, excerpt: "x" },
      { rule: "b", start: 1, excerpt: "x" },
      { rule: "c", start: 2, excerpt: "x", severity: "warn" },
    ]);
    const open = await reviewer.post(`/api/content/${second}/comments`, { body: "Source?" });
    await reviewer.post(`/api/content/${second}/comments`, { body: "And this" });
    const done = await reviewer.post(`/api/content/${second}/comments`, { body: "Typo" });
    await writer.post(`/api/content/${second}/comments/${done.json().id}/resolve`);
    expect(open.statusCode).toBe(201);

    const items = await wholeQueue(reviewer);
    const ids = items.map((i) => i.id);
    expect(ids).toEqual([second, third, first]);
    expect(ids).not.toContain(notSubmitted);
    expect(ids).not.toContain(approved);
    const submittedAts = items.map((i) => Date.parse(i.submittedAt));
    expect(submittedAts).toEqual([...submittedAts].sort((a, b) => a - b));
    expect(items[0]).toMatchObject({
      id: second,
      productName: "Queue Letter",
      version: 1,
      flags: { block: 2, warn: 1 },
      openComments: 2,
    });
    expect(items[1]).toMatchObject({ openComments: 0 });

    const trpc = await admin.trpc("query", "review.queue", { limit: 1 });
    expect(trpc.status).toBe(200);
    const page = trpc.data as Page<ReviewQueueItemDto>;
    expect(page.items.map((i) => i.id)).toEqual([second]);
    expect(page.nextCursor).toEqual(expect.any(String));
  });

  it("is for reviewers and administrators: writers get 403, visitors 401, on both transports", async () => {
    const rest = await writer.get("/api/review/queue");
    expect(rest.statusCode).toBe(403);
    expect(rest.json().error).toBe(reviewMessages.reviewersOnly);
    expect((await writer.trpc("query", "review.queue", {})).status).toBe(403);
    expect((await t.client().get("/api/review/queue")).statusCode).toBe(401);
  });

  it("answers bad paging with 400", async () => {
    expect((await reviewer.get("/api/review/queue?limit=0")).statusCode).toBe(400);
    expect((await reviewer.get("/api/review/queue?cursor=nope")).statusCode).toBe(400);
  });
});

describe("the dashboard's median time from submission to approval", () => {
  /** Submits and approves an item, then sets its approval `seconds` after the submission. */
  async function approvedAfter(on: typeof catalog, seconds: number): Promise<void> {
    const id = await submitted(on);
    expect((await reviewer.post(`/api/content/${id}/approve`, {})).statusCode).toBe(200);
    await sql`
      update content_approvals a set approved_at = (
        select max(e.at) from audit_events e
        where e.subject_type = 'content' and e.subject_id = a.content_id and e.action = 'submit'
      ) + make_interval(secs => ${seconds})
      where a.content_id = ${id}`.execute(t.db.db);
  }

  it("is the median per product over the last 30 days, computed in SQL", async () => {
    const a = await seedGenerationCatalog(t.db.db, "Median A");
    const b = await seedGenerationCatalog(t.db.db, "Median B");
    const onA = { productId: a.product.id, topicId: a.topic.id };
    const onB = { productId: b.product.id, topicId: b.topic.id };
    for (const seconds of [3600, 5 * 3600, 3 * 3600]) await approvedAfter(onA, seconds);
    for (const seconds of [600, 1200]) await approvedAfter(onB, seconds);

    const response = await admin.trpc("query", "admin.dashboard");
    expect(response.status).toBe(200);
    const times = (response.data as DashboardDto).reviewTimes;
    expect(times.find((r) => r.productId === a.product.id)).toEqual({
      productId: a.product.id,
      productName: "Median A",
      medianSeconds: 3 * 3600,
      approvals: 3,
    });
    // An even count: percentile_cont takes the middle two's mean.
    expect(times.find((r) => r.productId === b.product.id)).toMatchObject({
      medianSeconds: 900,
      approvals: 2,
    });

    // Thirty days on, these approvals are out of the window.
    const later = new Date(Date.now() + 31 * 24 * 3600 * 1000);
    const afterWindow = await medianReviewTimes(t.db.db, 30, later);
    expect(afterWindow.find((r) => r.productId === a.product.id)).toBeUndefined();
  });
});
