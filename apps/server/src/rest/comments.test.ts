import type { ContentCommentDto, ContentRecordDto } from "@studio/shared";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let owner: TestClient;
let ownerId: number;
let other: TestClient;
let admin: TestClient;
let adminId: number;
let productId: number;
let topicId: number;

const TEXT = "Dividends grow. Dividends can be cut at any time. Past results differ.";
const SENTENCE = "Dividends can be cut at any time.";

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await seedGenerationCatalog(t.db.db);
  productId = catalog.product.id;
  topicId = catalog.topic.id;
  owner = t.client();
  other = t.client();
  admin = t.client();
  const user = await t.createUser();
  ownerId = user.id;
  await owner.loginAs(user);
  await other.loginAs(await t.createUser());
  await admin.loginAs(TEST_ADMIN);
  const row = await t.db.db
    .selectFrom("users")
    .select("id")
    .where("username", "=", TEST_ADMIN.username)
    .executeTakeFirstOrThrow();
  adminId = row.id;
});
afterAll(() => t.close());

/** An item of the owner's whose current text is TEXT. */
async function item(): Promise<number> {
  const generated = await owner.post("/api/generate", {
    productId,
    topicId,
    botType: "newsletter",
  });
  expect(generated.statusCode).toBe(200);
  const id = (generated.json() as { contentId: number }).contentId;
  expect((await owner.put(`/api/content/${id}`, { content: TEXT })).statusCode).toBe(200);
  return id;
}

async function comment(client: TestClient, id: number, body: object): Promise<ContentCommentDto> {
  const response = await client.post(`/api/content/${id}/comments`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function list(client: TestClient, id: number): Promise<ContentCommentDto[]> {
  const response = await client.get(`/api/content/${id}/comments`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe("POST /api/content/{id}/comments", () => {
  it("anchors a comment to a passage of the current version and quotes it (201)", async () => {
    const id = await item();
    const start = TEXT.indexOf(SENTENCE);

    const response = await admin.post(`/api/content/${id}/comments`, {
      body: "Say when, and that it is not a promise.",
      start,
      end: start + SENTENCE.length,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      body: "Say when, and that it is not a promise.",
      authorId: adminId,
      authorName: TEST_ADMIN.username,
      version: 2,
      start,
      end: start + SENTENCE.length,
      quote: SENTENCE,
      parentId: null,
      resolved: false,
      resolvedBy: null,
      resolvedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("takes a general comment (no offsets) from the owner, and an empty passage", async () => {
    const id = await item();
    const general = await comment(owner, id, { body: "Ready for a look." });
    expect(general).toMatchObject({ start: null, end: null, quote: null, authorId: ownerId });
    const nulls = await comment(owner, id, { body: "Also general.", start: null, end: null });
    expect(nulls.quote).toBeNull();
    const point = await comment(owner, id, { body: "Insert here.", start: 5, end: 5 });
    expect(point).toMatchObject({ start: 5, end: 5, quote: "" });
    const whole = await comment(owner, id, { body: "All of it.", start: 0, end: TEXT.length });
    expect(whole.quote).toBe(TEXT);
  });

  it("answers 400 for a bad body or offsets outside the text, on both transports", async () => {
    const id = await item();
    const cases: Array<[object, RegExp]> = [
      [{}, /write a comment/],
      [{ body: "  " }, /write a comment/],
      [{ body: "x".repeat(2001) }, /at most 2000/],
      [{ body: "x", start: 3 }, /together/],
      [{ body: "x", end: 3 }, /together/],
      [{ body: "x", start: 9, end: 2 }, /not be after end/],
      [{ body: "x", start: -1, end: 2 }, /from 0/],
      [{ body: "x", start: "a", end: 2 }, /from 0/],
      [{ body: "x", start: 0, end: TEXT.length + 1 }, new RegExp(`0 to ${TEXT.length}`)],
      [{ body: "x", parentId: 2_147_483_647 }, /reply to does not exist/],
    ];
    for (const [body, message] of cases) {
      const response = await owner.post(`/api/content/${id}/comments`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toMatch(message);
      const trpc = await owner.trpc("mutation", "comments.create", { id, ...body });
      expect(trpc.status, JSON.stringify(body)).toBe(400);
      expect(trpc.error?.message).toMatch(message);
    }
    expect(await list(owner, id)).toEqual([]);
  });

  it("is 404 for someone else's item, an unknown item, and 401 signed out", async () => {
    const id = await item();
    const refused = await other.post(`/api/content/${id}/comments`, { body: "Mine now?" });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error).toBe("Content not found.");
    expect((await other.get(`/api/content/${id}/comments`)).statusCode).toBe(404);
    expect((await owner.post("/api/content/2147483647/comments", { body: "x" })).statusCode).toBe(
      404,
    );
    expect((await t.client().get(`/api/content/${id}/comments`)).statusCode).toBe(401);
    expect(await list(owner, id)).toEqual([]);
  });
});

describe("GET /api/content/{id}/comments and replies", () => {
  it("lists oldest first; a reply joins its thread and takes its anchor", async () => {
    const id = await item();
    const start = TEXT.indexOf(SENTENCE);
    const first = await comment(admin, id, { body: "Soften this.", start, end: start + 9 });
    const general = await comment(owner, id, { body: "General note." });
    const reply = await comment(owner, id, { body: "Done, see v3.", parentId: first.id });
    // An answer to a reply joins the same thread.
    const again = await comment(admin, id, { body: "Thanks.", parentId: reply.id });

    const comments = await list(owner, id);

    expect(comments.map((c) => c.id)).toEqual([first.id, general.id, reply.id, again.id]);
    expect(reply).toMatchObject({ parentId: first.id, start, end: start + 9, quote: "Dividends" });
    expect(again.parentId).toBe(first.id);
    expect(await list(admin, id)).toEqual(comments);
  });

  it("refuses a reply with offsets, and to a comment of another item", async () => {
    const id = await item();
    const elsewhere = await item();
    const first = await comment(owner, id, { body: "Thread." });
    const anchored = await owner.post(`/api/content/${id}/comments`, {
      body: "x",
      parentId: first.id,
      start: 0,
      end: 1,
    });
    expect(anchored.statusCode).toBe(400);
    const crossed = await owner.post(`/api/content/${elsewhere}/comments`, {
      body: "x",
      parentId: first.id,
    });
    expect(crossed.statusCode).toBe(400);
  });
});

describe("POST /api/content/{id}/comments/{commentId}/resolve", () => {
  it("resolves the thread (from any of its comments), once, recorded in the audit trail", async () => {
    const id = await item();
    const first = await comment(admin, id, { body: "Fix this.", start: 0, end: 9 });
    const reply = await comment(owner, id, { body: "Fixed." });
    const answer = await comment(owner, id, { body: "Really fixed.", parentId: first.id });

    const response = await owner.post(`/api/content/${id}/comments/${answer.id}/resolve`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ resolved: true });
    const comments = await list(owner, id);
    const byId = new Map(comments.map((c) => [c.id, c]));
    expect(byId.get(first.id)).toMatchObject({
      resolved: true,
      resolvedBy: { id: ownerId },
      resolvedAt: expect.any(String),
    });
    expect(byId.get(answer.id)?.resolved).toBe(true);
    expect(byId.get(reply.id)?.resolved).toBe(false);
    // Again: still { resolved: true }, and nothing more is recorded.
    const again = await admin.trpc("mutation", "comments.resolve", { id, commentId: first.id });
    expect(again.data).toEqual({ resolved: true });
    const events = await t.db.db
      .selectFrom("audit_events")
      .select(["action", "detail", "actor_id"])
      .where("subject_type", "=", "content")
      .where("subject_id", "=", id)
      .where("action", "in", ["comment", "comment_resolved"])
      .orderBy("seq")
      .execute();
    expect(events.map((e) => e.action)).toEqual([
      "comment",
      "comment",
      "comment",
      "comment_resolved",
    ]);
    expect(events[0]?.detail).toMatchObject({ commentId: first.id, body: "Fix this.", start: 0 });
    expect(events[3]).toMatchObject({ actor_id: ownerId, detail: { commentId: first.id } });
    // The item's Activity shows them, with what was said.
    const activity = (await owner.get(`/api/content/${id}`)).json().events as Array<{
      kind: string;
      note: string | null;
    }>;
    expect(activity.filter((e) => e.kind.startsWith("comment"))).toMatchObject([
      { kind: "commented", note: "Fix this." },
      { kind: "commented", note: "Fixed." },
      { kind: "commented", note: "Really fixed." },
      { kind: "comment_resolved", note: null },
    ]);
    const verify = await admin.get("/api/audit/verify");
    expect(verify.json()).toMatchObject({ ok: true });
  });

  it("is 404 for another person's item and for a comment of another item", async () => {
    const id = await item();
    const elsewhere = await item();
    const first = await comment(owner, id, { body: "Thread." });
    expect((await other.post(`/api/content/${id}/comments/${first.id}/resolve`)).statusCode).toBe(
      404,
    );
    const crossed = await owner.post(`/api/content/${elsewhere}/comments/${first.id}/resolve`);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error).toBe("Comment not found.");
    expect((await owner.post(`/api/content/${id}/comments/abc/resolve`)).statusCode).toBe(400);
    expect((await list(owner, id))[0]?.resolved).toBe(false);
  });
});

describe("comments on the record", () => {
  it("are in the approval record, kept by retention, and outlive their author's account", async () => {
    const id = await item();
    const reviewer = await t.createUser({ role: "admin" });
    const reviewerClient = t.client();
    await reviewerClient.loginAs(reviewer);
    const first = await comment(reviewerClient, id, { body: "Cite the source.", start: 0, end: 9 });
    await comment(owner, id, { body: "Added.", parentId: first.id });
    await owner.post(`/api/content/${id}/comments/${first.id}/resolve`);
    await owner.post(`/api/content/${id}/submit`);
    expect((await admin.post(`/api/content/${id}/approve`, {})).statusCode).toBe(200);

    const deleted = await owner.delete(`/api/content/${id}`);
    expect(deleted.statusCode).toBe(409);
    expect((await admin.delete(`/api/users/${reviewer.id}`)).statusCode).toBe(200);

    const record = (await owner.get(`/api/content/${id}/record`)).json() as ContentRecordDto;
    expect(record.comments).toEqual(await list(owner, id));
    expect(record.comments).toMatchObject([
      {
        id: first.id,
        body: "Cite the source.",
        authorId: reviewer.id,
        authorName: `Former user #${reviewer.id}`,
        quote: "Dividends",
        resolved: true,
        resolvedBy: { id: ownerId },
      },
      { body: "Added.", parentId: first.id, authorId: ownerId },
    ]);
    expect(record.events.map((e) => e.action)).toContain("comment_resolved");

    const pdf = await owner.get(`/api/content/${id}/record?format=pdf`);
    const bytes = new Uint8Array(pdf.rawPayload);
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain(`#${first.id} Former user #${reviewer.id}`);
    expect(flat).toContain('on "Dividends": Cite the source.');
    expect(flat).toMatch(/resolved by user\w+, \d{4}-/);
    expect(flat).toContain(`replying to #${first.id}: Added.`);
  });
});
