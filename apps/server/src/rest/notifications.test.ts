import type { NotificationDto, NotificationPage } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";

let t: TestApp;
let writer: TestClient;
let writerName: string;
let bystander: TestClient;
let admin: TestClient;
let secondAdmin: TestClient;
let productId: number;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp();
  const catalog = await seedGenerationCatalog(t.db.db);
  productId = catalog.product.id;
  topicId = catalog.topic.id;
  writer = t.client();
  bystander = t.client();
  admin = t.client();
  secondAdmin = t.client();
  const user = await t.createUser();
  writerName = user.username;
  await writer.loginAs(user);
  await bystander.loginAs(await t.createUser());
  await admin.loginAs(TEST_ADMIN);
  await secondAdmin.loginAs(await t.createUser({ role: "admin" }));
});
afterAll(() => t.close());

async function item(title: string): Promise<number> {
  const generated = await writer.post("/api/generate", {
    productId,
    topicId,
    botType: "newsletter",
  });
  const id = (generated.json() as { contentId: number }).contentId;
  await writer.put(`/api/content/${id}`, { title, content: "Dividends can be cut." });
  return id;
}

async function inbox(client: TestClient, query = ""): Promise<NotificationPage> {
  const response = await client.get(`/api/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function unread(client: TestClient): Promise<number> {
  const response = await client.get("/api/notifications/unread-count");
  expect(response.statusCode).toBe(200);
  return (response.json() as { unread: number }).unread;
}

/** What arrived in `client`'s inbox about item `id`, oldest first. */
async function about(client: TestClient, id: number): Promise<NotificationDto[]> {
  return (await inbox(client, "?limit=100")).items.filter((n) => n.contentId === id).reverse();
}

describe("who hears of what", () => {
  it("reviewers hear of a submission; the writer of a change request, with the note, and of an approval", async () => {
    const id = await item("Income ideas");
    const adminUnread = await unread(admin);

    await writer.post(`/api/content/${id}/submit`);
    await admin.post(`/api/content/${id}/request-changes`, { note: "Say dividends can be cut." });
    await writer.post(`/api/content/${id}/submit`);
    await secondAdmin.post(`/api/content/${id}/approve`, {});

    expect(await about(admin, id)).toMatchObject([
      { kind: "submitted", text: `${writerName} submitted "Income ideas" for review.` },
      { kind: "submitted" },
    ]);
    // The approver did not submit, so they heard of both submissions too.
    expect((await about(secondAdmin, id)).map((n) => n.kind)).toEqual(["submitted", "submitted"]);
    expect(await unread(admin)).toBe(adminUnread + 2);
    const toWriter = await about(writer, id);
    expect(toWriter).toEqual([
      {
        id: expect.any(Number),
        kind: "changes_requested",
        contentId: id,
        text: `${TEST_ADMIN.username} requested changes to "Income ideas": Say dividends can be cut.`,
        read: false,
        createdAt: expect.stringMatching(/^\d{4}-/),
      },
      expect.objectContaining({
        kind: "approved",
        text: expect.stringMatching(/approved version 2/),
      }),
    ]);
    expect(await about(bystander, id)).toEqual([]);
  });

  it("the writer hears of comments on their item; a thread's author of replies; nobody of their own", async () => {
    const id = await item("Comment me");
    const first = await admin.post(`/api/content/${id}/comments`, { body: "Cite the yield." });
    const firstId = (first.json() as { id: number }).id;
    await writer.post(`/api/content/${id}/comments`, { body: "Done.", parentId: firstId });
    await writer.post(`/api/content/${id}/comments`, { body: "My own note." });

    expect(await about(writer, id)).toMatchObject([
      {
        kind: "commented",
        text: `${TEST_ADMIN.username} commented on "Comment me": Cite the yield.`,
      },
    ]);
    expect(await about(admin, id)).toMatchObject([
      { kind: "commented", text: `${writerName} replied to your comment on "Comment me": Done.` },
    ]);
    expect(await about(secondAdmin, id)).toEqual([]);
  });

  it("an administrator submitting their own item is not told of it", async () => {
    const generated = await admin.post("/api/generate", {
      productId,
      topicId,
      botType: "newsletter",
    });
    const id = (generated.json() as { contentId: number }).contentId;
    await admin.post(`/api/content/${id}/submit`);
    expect(await about(admin, id)).toEqual([]);
    expect((await about(secondAdmin, id)).map((n) => n.kind)).toEqual(["submitted"]);
  });
});

describe("GET /api/notifications and marking read", () => {
  it("pages newest first with a cursor, on both transports", async () => {
    const reader = t.client();
    const user = await t.createUser();
    await reader.loginAs(user);
    // Five notifications for `user`: a comment each on their item.
    const generated = await reader.post("/api/generate", {
      productId,
      topicId,
      botType: "newsletter",
    });
    const id = (generated.json() as { contentId: number }).contentId;
    for (let n = 1; n <= 5; n += 1) {
      await admin.post(`/api/content/${id}/comments`, { body: `Note ${n}` });
    }

    const first = await inbox(reader, "?limit=2");
    const second = await inbox(reader, `?limit=2&cursor=${first.nextCursor}`);
    const third = await inbox(reader, `?limit=2&cursor=${second.nextCursor}`);

    const texts = [...first.items, ...second.items, ...third.items].map((n) => n.text.slice(-6));
    expect(texts).toEqual(["Note 5", "Note 4", "Note 3", "Note 2", "Note 1"]);
    expect(third.nextCursor).toBeNull();
    const trpc = await reader.trpc("query", "notifications.list", { limit: 2 });
    expect(trpc.data).toEqual(first);
    expect((await reader.get("/api/notifications?limit=0")).statusCode).toBe(400);
    expect((await reader.get("/api/notifications?cursor=nonsense")).statusCode).toBe(400);
    expect((await t.client().get("/api/notifications")).statusCode).toBe(401);
  });

  it("only the recipient marks a notification read (others 404); read-all clears the count", async () => {
    const id = await item("Mark me");
    await admin.post(`/api/content/${id}/comments`, { body: "One." });
    await admin.post(`/api/content/${id}/comments`, { body: "Two." });
    const [one, two] = await about(writer, id);
    const before = await unread(writer);

    expect((await bystander.post(`/api/notifications/${one?.id}/read`)).statusCode).toBe(404);
    expect((await admin.post(`/api/notifications/${one?.id}/read`)).statusCode).toBe(404);
    expect((await writer.post("/api/notifications/2147483647/read")).statusCode).toBe(404);
    expect((await writer.post("/api/notifications/x/read")).statusCode).toBe(400);
    expect((await about(writer, id)).map((n) => n.read)).toEqual([false, false]);

    const read = await writer.post(`/api/notifications/${one?.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ id: one?.id, read: true });
    expect((await writer.post(`/api/notifications/${one?.id}/read`)).statusCode).toBe(200);
    expect(await unread(writer)).toBe(before - 1);
    expect((await about(writer, id)).map((n) => [n.id, n.read])).toEqual([
      [one?.id, true],
      [two?.id, false],
    ]);

    const all = await writer.post("/api/notifications/read-all");
    expect(all.json()).toEqual({ marked: before - 1 });
    expect(await unread(writer)).toBe(0);
    const trpc = await writer.trpc("query", "notifications.unreadCount");
    expect(trpc.data).toEqual({ unread: 0 });
  });

  it("counts unread up to 100, which the bell shows as 99+", async () => {
    const reader = t.client();
    const user = await t.createUser();
    await reader.loginAs(user);
    await t.db.db
      .insertInto("notifications")
      .values(
        Array.from({ length: 120 }, (_, n) => ({
          recipient_id: user.id,
          kind: "commented" as const,
          content_id: null,
          text: `n${n}`,
        })),
      )
      .execute();
    expect(await unread(reader)).toBe(100);
  });
});
