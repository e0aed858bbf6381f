import {
  type ContentItemDto,
  type ContentRecordDto,
  type ContentUseDto,
  reviewMessages,
} from "@studio/shared";
import { PDFDocument } from "pdf-lib";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog, storeFlags } from "../testing/generation-fixtures";

let t: TestApp;
let owner: TestClient;
let ownerId: number;
let ownerName: string;
let intruder: TestClient;
let admin: TestClient;
let visitor: TestClient;
let productId: number;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await seedGenerationCatalog(t.db.db);
  productId = catalog.product.id;
  topicId = catalog.topic.id;
  owner = t.client();
  intruder = t.client();
  admin = t.client();
  visitor = t.client();
  const user = await t.createUser();
  ownerId = user.id;
  ownerName = user.username;
  await owner.loginAs(user);
  await intruder.loginAs(await t.createUser());
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

async function generate(client = owner): Promise<number> {
  const response = await client.post("/api/generate", {
    productId,
    topicId,
    botType: "newsletter",
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { contentId: number }).contentId;
}

async function approve(id: number, body: object = {}): Promise<ContentItemDto> {
  await owner.post(`/api/content/${id}/submit`);
  const response = await admin.post(`/api/content/${id}/approve`, body);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function record(id: number, client = owner): Promise<ContentRecordDto> {
  const response = await client.get(`/api/content/${id}/record`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function eventCount(): Promise<number> {
  const row = await t.db.db
    .selectFrom("audit_events")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("GET /api/content/{id}/record", () => {
  it("is 404 before an approval, then records exactly what was approved, by whom", async () => {
    const id = await generate();
    expect((await owner.get(`/api/content/${id}/record`)).statusCode).toBe(404);
    await owner.put(`/api/content/${id}`, { title: "Record me", content: "Approved words." });
    const approved = await approve(id);
    await owner.put(`/api/content/${id}`, { content: "A later draft" });

    const body = await record(id);

    expect(body).toMatchObject({
      item: { id, title: "Record me", productName: "Dividend Growth Insider" },
      version: 2,
      text: "Approved words.",
      contentHash: approved.approval?.contentHash,
      preparedBy: { id: ownerId, name: ownerName },
      approvedBy: { id: expect.any(Number), name: TEST_ADMIN.username, role: "admin" },
      approvedAt: approved.approval?.approvedAt,
      selfApproved: false,
      firstUsedAt: null,
      lastUsedAt: null,
      comments: [],
    });
    expect(body.sources.map((s) => s.name)).toContain("Payout ratio primer");
    expect(body.events.map((e) => e.action)).toEqual([
      "create",
      "edit",
      "submit",
      "approve",
      "edit",
    ]);
    const head = await t.db.db
      .selectFrom("audit_events")
      .select("hash")
      .orderBy("seq", "desc")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(body.headHash).toBe(head.hash);
  });

  it("says how each flag was resolved: fixed in a later version, or accepted with the reason", async () => {
    const fixed = await generate();
    await storeFlags(
      t.db.db,
      fixed,
      [{ rule: "guaranteed-returns", start: 0, excerpt: "Guaranteed gains" }],
      1,
    );
    await owner.put(`/api/content/${fixed}`, { content: "Gains are possible, not certain." });
    await approve(fixed);

    const accepted = await generate();
    await storeFlags(
      t.db.db,
      accepted,
      [{ rule: "guaranteed-returns", start: 0, excerpt: "Guaranteed income" }],
      1,
    );
    const approval = (await approve(accepted, { override: "Legal signed off" })).approval;

    expect((await record(fixed)).flags).toEqual([
      {
        category: "promissory",
        severity: "block",
        excerpt: "Guaranteed gains",
        rule: "guaranteed-returns",
        resolution: "fixed in version 2",
      },
    ]);
    expect((await record(accepted)).flags).toEqual([
      expect.objectContaining({
        excerpt: "Guaranteed income",
        resolution: `accepted: Legal signed off, by ${TEST_ADMIN.username}, at ${approval?.approvedAt}`,
      }),
    ]);
  });

  it("refuses an approval by the version's writer, naming the rule", async () => {
    const id = await generate(admin);
    await admin.post(`/api/content/${id}/submit`);

    const refused = await admin.post(`/api/content/${id}/approve`, {});

    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(reviewMessages.selfApproval);
    expect((await admin.get(`/api/content/${id}/record`)).statusCode).toBe(404);
  });

  it("is the owner's and administrators' to read; others get 404, visitors 401", async () => {
    const id = await generate();
    await approve(id);

    expect((await intruder.get(`/api/content/${id}/record`)).statusCode).toBe(404);
    expect((await visitor.get(`/api/content/${id}/record`)).statusCode).toBe(401);
    expect((await admin.get(`/api/content/${id}/record`)).statusCode).toBe(200);
    expect((await owner.get(`/api/content/${id}/record?format=xml`)).statusCode).toBe(400);
    const trpc = await owner.trpc("query", "content.record", { id });
    expect(trpc.data).toEqual(await record(id));
  });

  it("downloads as a PDF named like the exports, with the hash and the trail in it", async () => {
    const id = await generate();
    await owner.put(`/api/content/${id}`, {
      title: "Q3 Dividend Letter!",
      content: "Words ✓ here.",
    });
    const approved = await approve(id);
    const before = await eventCount();

    const response = await owner.get(`/api/content/${id}/record?format=pdf`);
    const json = await record(id);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="q3-dividend-letter-v2-record.pdf"',
    );
    const bytes = new Uint8Array(response.rawPayload);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, "");
    expect(text).toContain("Approval record");
    expect(text).toContain(TEST_ADMIN.username);
    expect(flat).toContain(approved.approval?.contentHash);
    expect(flat).toContain(json.events.at(-1)?.hash);
    expect(text).toContain("Words ? here.");
    // Reading the record, in either form, writes nothing.
    expect(await eventCount()).toBe(before);
  });
});

describe("POST /api/content/{id}/use", () => {
  it("records the first use once and the last use each time, with a use event", async () => {
    const id = await generate();
    await approve(id);

    const first = (await owner.post(`/api/content/${id}/use`)).json() as ContentUseDto;
    const second = (await owner.post(`/api/content/${id}/use`)).json() as ContentUseDto;
    const body = await record(id);

    expect(first.firstUsedAt).toBe(first.lastUsedAt);
    expect(second.firstUsedAt).toBe(first.firstUsedAt);
    expect(Date.parse(second.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(first.lastUsedAt));
    expect(body).toMatchObject({
      firstUsedAt: first.firstUsedAt,
      lastUsedAt: second.lastUsedAt,
    });
    const uses = body.events.filter((e) => e.action === "use");
    expect(uses.map((e) => [e.actorName, e.version, e.detail])).toEqual([
      [ownerName, 1, { firstUse: true }],
      [ownerName, 1, { firstUse: false }],
    ]);
  });

  it("answers 409 naming the status unless the item is approved; 404 to others", async () => {
    const id = await generate();
    const draft = await owner.post(`/api/content/${id}/use`);
    await owner.post(`/api/content/${id}/submit`);
    const inReview = await owner.post(`/api/content/${id}/use`);

    expect(draft.statusCode).toBe(409);
    expect(draft.json().error).toMatch(/approved.*draft/);
    expect(inReview.statusCode).toBe(409);
    expect(inReview.json().error).toMatch(/in_review/);
    expect((await intruder.post(`/api/content/${id}/use`)).statusCode).toBe(404);
    expect((await visitor.post(`/api/content/${id}/use`)).statusCode).toBe(401);
  });
});

describe("retention", () => {
  it("deletes a draft that was never approved, keeping its events", async () => {
    const id = await generate();

    const deleted = await owner.delete(`/api/content/${id}`);

    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id });
    expect((await owner.get(`/api/content/${id}`)).statusCode).toBe(404);
    const events = await admin.get(`/api/audit?subjectType=content&subjectId=${id}`);
    expect(events.json().items.map((e: { action: string }) => e.action)).toEqual([
      "create",
      "delete",
    ]);
  });

  it("answers 409 naming the date until RETENTION_YEARS after the last approval or use", async () => {
    const id = await generate();
    await approve(id);
    const years = (offset: number) =>
      new Date(Date.UTC(new Date().getUTCFullYear() + offset, 0, 15)).toISOString();
    const until = (iso: string) => `${Number(iso.slice(0, 4)) + 6}${iso.slice(4, 10)}`;
    const setDates = (approvedAt: string, lastUsedAt: string | null) =>
      t.db.db
        .updateTable("content_approvals")
        .set({ approved_at: new Date(approvedAt), last_used_at: lastUsedAt })
        .where("content_id", "=", id)
        .execute();

    const fresh = await owner.delete(`/api/content/${id}`);
    await setDates(years(-7), years(-1));
    const usedLastYear = await owner.delete(`/api/content/${id}`);
    const byAdmin = await admin.delete(`/api/content/${id}`);
    await setDates(years(-7), years(-6.5));
    const expired = await owner.delete(`/api/content/${id}`);

    const approvedAt = (await record(id).catch(() => undefined))?.approvedAt;
    expect(approvedAt).toBeUndefined();
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json().error).toContain(String(new Date().getUTCFullYear() + 6));
    expect(usedLastYear.statusCode).toBe(409);
    expect(usedLastYear.json().error).toContain(until(years(-1)));
    expect(byAdmin.statusCode).toBe(409);
    expect(expired.statusCode).toBe(200);
  });

  it("keeps the records of a deleted account and a deleted product, shown as a former user", async () => {
    const writer = t.client();
    const account = await t.createUser();
    await writer.loginAs(account);
    const response = await writer.post("/api/generate", { productId, topicId, botType: "sam" });
    const id = (response.json() as { contentId: number }).contentId;
    await writer.post(`/api/content/${id}/submit`);
    await admin.post(`/api/content/${id}/approve`, {});

    expect((await admin.delete(`/api/users/${account.id}`)).statusCode).toBe(200);
    const product = await admin.delete(`/api/products/${productId}`);
    const body = await record(id, admin);

    expect(product.statusCode).toBe(200);
    expect(body.preparedBy).toEqual({ id: account.id, name: `Former user #${account.id}` });
    expect(body.events[0]).toMatchObject({ action: "create", actorName: account.username });
    expect(body.item.productName).toBeNull();
  });
});
