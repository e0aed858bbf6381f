import { type AdminUserDto, type ContentItemDto, reviewMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { generateDraft, seedGenerationCatalog } from "../testing/generation-fixtures";

/** Issue 24 item 1 / issue 26 item 4: the reviewer role and the no-self-approval rule. */
let t: TestApp;
let writer: TestClient;
let reviewer: TestClient;
let admin: TestClient;
let catalog: { productId: number; topicId: number };

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedGenerationCatalog(t.db.db);
  catalog = { productId: seeded.product.id, topicId: seeded.topic.id };
  writer = t.client();
  reviewer = t.client();
  admin = t.client();
  await writer.loginAs(await t.createUser());
  await reviewer.loginAs(await t.createUser({ role: "reviewer" }));
  await admin.loginAs(TEST_ADMIN);
});
afterAll(() => t.close());

const draft = (client: TestClient = writer) => generateDraft(client, catalog);

describe("the reviewer role", () => {
  it("is created, filtered and changed through /api/users", async () => {
    const created = await admin.post("/api/users", {
      username: "rev-made",
      email: "rev-made@example.com",
      password: "secret1",
      role: "reviewer",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ role: "reviewer" });

    const listed = (await admin.get("/api/users?role=reviewer")).json() as AdminUserDto[];
    expect(listed.map((u) => u.username)).toContain("rev-made");
    expect(listed.every((u) => u.role === "reviewer")).toBe(true);

    const id = (created.json() as AdminUserDto).id;
    const changed = await admin.put(`/api/users/${id}`, { role: "user" });
    expect(changed.json()).toMatchObject({ role: "user" });
    const bad = await admin.post("/api/users", {
      username: "rev-bad",
      email: "rev-bad@example.com",
      password: "secret1",
      role: "auditor",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("reads, comments on, sends back and approves others' work, and reaches no admin procedure", async () => {
    const id = await draft();
    await writer.post(`/api/content/${id}/submit`);

    expect((await reviewer.get(`/api/content/${id}`)).statusCode).toBe(200);
    const commented = await reviewer.post(`/api/content/${id}/comments`, { body: "Cite a source" });
    expect(commented.statusCode).toBe(201);
    const sentBack = await reviewer.post(`/api/content/${id}/request-changes`, { note: "Fix it" });
    expect(sentBack.json()).toMatchObject({ status: "draft" });
    // Working on the text stays the owner's.
    expect((await reviewer.put(`/api/content/${id}`, { content: "Mine now" })).statusCode).toBe(
      404,
    );

    await writer.put(`/api/content/${id}`, { content: "Fixed with a source." });
    await writer.post(`/api/content/${id}/submit`);
    const approved = await reviewer.post(`/api/content/${id}/approve`, {});
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as ContentItemDto).status).toBe("approved");
    const record = (await reviewer.get(`/api/content/${id}/record`)).json();
    expect(record).toMatchObject({ approvedBy: { role: "reviewer" }, selfApproved: false });

    expect((await reviewer.get("/api/users")).statusCode).toBe(403);
    expect((await reviewer.trpc("query", "admin.users.list", {})).status).toBe(403);
    expect((await reviewer.get("/api/audit/verify")).statusCode).toBe(403);
  });

  it("keeps approval and change requests from writers (403), on both transports", async () => {
    const id = await draft();
    await writer.post(`/api/content/${id}/submit`);

    const rest = await writer.post(`/api/content/${id}/approve`, {});
    const trpc = await writer.trpc("mutation", "content.requestChanges", { id, note: "No" });

    expect(rest.statusCode).toBe(403);
    expect(rest.json().error).toBe(reviewMessages.reviewersOnly);
    expect(trpc.status).toBe(403);
  });

  it("refuses a version's writer its approval, naming the rule, on both transports", async () => {
    const id = await draft(reviewer);
    await reviewer.post(`/api/content/${id}/submit`);

    const rest = await reviewer.post(`/api/content/${id}/approve`, {});
    const trpc = await reviewer.trpc("mutation", "content.approve", { id });

    expect(rest.statusCode).toBe(403);
    expect(rest.json().error).toBe(reviewMessages.selfApproval);
    expect(trpc).toMatchObject({ status: 403, error: { message: reviewMessages.selfApproval } });
  });
});

describe("ALLOW_SELF_APPROVAL=true", () => {
  it("lets a writer approve their own version, and the record says so", async () => {
    const solo = await createTestApp({ env: { ALLOW_SELF_APPROVAL: "true" } });
    try {
      const seeded = await seedGenerationCatalog(solo.db.db);
      const me = solo.client();
      await me.loginAs(TEST_ADMIN);
      const made = await me.post("/api/generate", {
        productId: seeded.product.id,
        topicId: seeded.topic.id,
        botType: "newsletter",
      });
      const id = (made.json() as { contentId: number }).contentId;
      await me.post(`/api/content/${id}/submit`);

      expect((await me.post(`/api/content/${id}/approve`, {})).statusCode).toBe(200);
      expect((await me.get(`/api/content/${id}/record`)).json()).toMatchObject({
        selfApproved: true,
      });
    } finally {
      await solo.close();
    }
  });
});
