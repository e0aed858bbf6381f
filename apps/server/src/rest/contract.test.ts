import { startTestSmtpServer, type TestSmtpServer } from "@studio/api/testing";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RouteDoc, routeDocs } from "../openapi/documented-routes";
import { contractDrift } from "../plugins/response-contract";
import { createTestApp, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";

/**
 * The contract test (issue 26): every documented /api path is called once with a valid request,
 * in an order that makes the rows each call needs, and its answer is checked against the OpenAPI
 * document: the documented status, and a JSON body its documented schema accepts. A path added
 * declared on a procedure without a call here fails the last test.
 */
let t: TestApp;
let admin: TestClient;
let owner: TestClient;
let visitor: TestClient;
let receiver: WebhookReceiver;
let smtp: TestSmtpServer;
/** Ids made by earlier calls, read by later ones. */
const made: Record<string, number | string> = {};
const id = (name: string) => {
  const value = made[name];
  if (value === undefined) throw new Error(`no ${name} was made before this call`);
  return value;
};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    env: { WEBHOOK_ALLOW_PRIVATE: "true", ALLOW_SELF_APPROVAL: "true", SMTP_URL: smtp.url },
  });
  const catalog = await seedGenerationCatalog(t.db.db);
  made.product = catalog.product.id;
  made.topic = catalog.topic.id;
  admin = t.client();
  owner = t.client();
  visitor = t.client();
  await admin.loginAs(TEST_ADMIN);
  const user = await t.createUser({ username: "contract_owner" });
  made.owner = user.id;
  await owner.loginAs(user);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
  await smtp.close();
});

type Call = () => Promise<LightMyRequestResponse>;
/** Keeps `field` of the JSON answer as `made[name]` for later calls. */
const keep =
  (name: string, call: Call, pick: (body: never) => number | string): Call =>
  async () => {
    const response = await call();
    if (response.statusCode < 300) made[name] = pick(response.json() as never);
    return response;
  };

/** One valid call per documented route, in the order they run. */
const calls: [route: string, call: Call][] = [
  // Accounts
  ["POST /api/register", () => visitor.post("/api/register", registration("contract_new"))],
  ["POST /api/login", () => t.client().post("/api/login", TEST_ADMIN)],
  ["GET /api/user", () => owner.get("/api/user")],
  ["POST /api/logout", () => t.client().post("/api/logout")],
  // Catalog and administration
  ["GET /api/products", () => visitor.get("/api/products")],
  ["GET /api/topics", () => visitor.get("/api/topics")],
  ["GET /api/gift-options", () => visitor.get("/api/gift-options")],
  [
    "POST /api/products",
    keep("spareProduct", () => admin.post("/api/products", { name: "Contract spare" }), byId),
  ],
  ["PUT /api/products/{id}", () => admin.put(`/api/products/${id("spareProduct")}`, { name: "S" })],
  [
    "POST /api/topics",
    keep(
      "spareTopic",
      () => admin.post("/api/topics", { name: "t", productId: id("product"), type: "sam" }),
      byId,
    ),
  ],
  [
    "PUT /api/topics/{id}",
    () => admin.put(`/api/topics/${id("spareTopic")}`, { name: "t2", productId: id("product") }),
  ],
  ["GET /api/knowledge-base", () => admin.get(`/api/knowledge-base?productId=${id("product")}`)],
  [
    "POST /api/knowledge-base",
    keep(
      "knowledge",
      () =>
        admin.post("/api/knowledge-base", {
          name: "Contract facts",
          content: "Founded in 1999.",
          productId: id("product"),
          botType: "newsletter",
        }),
      byId,
    ),
  ],
  [
    "PUT /api/knowledge-base/{id}",
    () =>
      admin.put(`/api/knowledge-base/${id("knowledge")}`, {
        name: "Contract facts",
        content: "Founded in 1998.",
        productId: id("product"),
        botType: "newsletter",
      }),
  ],
  [
    "POST /api/knowledge-base/upload",
    keep(
      "upload",
      () =>
        admin.post("/api/knowledge-base/upload", {
          fileName: "a.md",
          data: "IyBBCmI=",
          productId: id("spareProduct"),
          botType: "sam",
        }),
      (body: { entries: { id: number }[] }) => body.entries[0]?.id ?? 0,
    ),
  ],
  [
    "GET /api/knowledge-sources/{id}",
    () => visitor.get(`/api/knowledge-sources/${id("knowledge")}`),
  ],
  ["GET /api/prompt-templates", () => admin.get("/api/prompt-templates")],
  [
    "POST /api/prompt-templates",
    keep(
      "template",
      () =>
        admin.post("/api/prompt-templates", {
          botType: "gift",
          name: "Contract",
          template: "About {product} today",
          active: false,
        }),
      byId,
    ),
  ],
  [
    "PUT /api/prompt-templates/{id}",
    () => admin.put(`/api/prompt-templates/${id("template")}`, { active: false }),
  ],
  ["GET /api/users", () => admin.get("/api/users")],
  [
    "POST /api/users",
    keep("user", () => admin.post("/api/users", registration("contract_made")), byId),
  ],
  ["PUT /api/users/{id}", () => admin.put(`/api/users/${id("user")}`, { role: "reviewer" })],
  [
    "PATCH /api/users/{id}/approval",
    () => admin.patch(`/api/users/${id("user")}/approval`, { approved: true }),
  ],
  [
    "POST /api/users/bulk-approve",
    () => admin.post("/api/users/bulk-approve", { ids: [id("user")] }),
  ],
  // Generation, images and chat
  [
    "POST /api/generate",
    keep(
      "content",
      () =>
        owner.post("/api/generate", {
          productId: id("product"),
          topicId: id("topic"),
          botType: "newsletter",
        }),
      (body: { contentId: number }) => body.contentId,
    ),
  ],
  ["GET /api/generated-content", () => admin.get("/api/generated-content")],
  [
    "POST /api/generate-image",
    keep(
      "image",
      () => owner.post("/api/generate-image", { prompt: "A calm harbour at dawn" }),
      (body: { imageUrl: string }) => body.imageUrl,
    ),
  ],
  ["GET /api/images/{file}", () => owner.get(String(id("image")))],
  [
    "GET /api/images/{id}/print.png",
    () => owner.get(String(id("image")).replace(/\.png$/, "/print.png")),
  ],
  ["POST /api/conversations", keep("conversation", () => owner.post("/api/conversations"), byId)],
  ["GET /api/conversations", () => owner.get("/api/conversations")],
  [
    "PATCH /api/conversations/{id}",
    () => owner.patch(`/api/conversations/${id("conversation")}`, { title: "Renamed" }),
  ],
  [
    "POST /api/conversations/{id}/messages",
    () =>
      owner.post(`/api/conversations/${id("conversation")}/messages`, {
        role: "system",
        content: "Keep it short.",
      }),
  ],
  [
    "GET /api/conversations/{id}/messages",
    () => owner.get(`/api/conversations/${id("conversation")}/messages`),
  ],
  // API keys
  [
    "POST /api/api-keys",
    keep("key", () => owner.post("/api/api-keys", { name: "CI", scopes: ["read"] }), byId),
  ],
  ["GET /api/api-keys", () => owner.get("/api/api-keys")],
  ["DELETE /api/api-keys/{id}", () => owner.delete(`/api/api-keys/${id("key")}`)],
  // Webhooks hear the review below
  [
    "POST /api/webhooks",
    keep(
      "webhook",
      () => admin.post("/api/webhooks", { url: receiver.url, events: ["content.submitted"] }),
      byId,
    ),
  ],
  ["GET /api/webhooks", () => admin.get("/api/webhooks")],
  // Content, review and records
  ["GET /api/content", () => owner.get("/api/content")],
  ["GET /api/content/{id}", () => owner.get(`/api/content/${id("content")}`)],
  [
    "PUT /api/content/{id}",
    () => owner.put(`/api/content/${id("content")}`, { content: "Markets moved. We explain why." }),
  ],
  [
    "GET /api/content/{id}/versions/{n}",
    () => owner.get(`/api/content/${id("content")}/versions/1`),
  ],
  [
    "POST /api/content/{id}/restore",
    () => owner.post(`/api/content/${id("content")}/restore`, { version: 1 }),
  ],
  [
    "POST /api/content/{id}/regenerate",
    () => owner.post(`/api/content/${id("content")}/regenerate`),
  ],
  [
    "POST /api/content/{id}/comments",
    keep(
      "comment",
      () => admin.post(`/api/content/${id("content")}/comments`, { body: "Source?" }),
      byId,
    ),
  ],
  ["GET /api/content/{id}/comments", () => owner.get(`/api/content/${id("content")}/comments`)],
  [
    "POST /api/content/{id}/comments/{commentId}/resolve",
    () => owner.post(`/api/content/${id("content")}/comments/${id("comment")}/resolve`),
  ],
  ["POST /api/content/{id}/submit", () => owner.post(`/api/content/${id("content")}/submit`)],
  // The reviewer's queue, while the item is in review.
  ["GET /api/review/queue", () => admin.get("/api/review/queue")],
  [
    "POST /api/content/{id}/request-changes",
    () => admin.post(`/api/content/${id("content")}/request-changes`, { note: "Shorter." }),
  ],
  [
    "POST /api/content/{id}/approve",
    async () => {
      await owner.post(`/api/content/${id("content")}/submit`);
      return admin.post(`/api/content/${id("content")}/approve`, {});
    },
  ],
  ["POST /api/content/{id}/use", () => owner.post(`/api/content/${id("content")}/use`)],
  [
    "POST /api/content/{id}/send-test",
    () =>
      owner.post(`/api/content/${id("content")}/send-test`, {
        to: "contract_owner@example.com",
      }),
  ],
  ["GET /api/content/{id}/record", () => owner.get(`/api/content/${id("content")}/record`)],
  [
    "GET /api/content/{id}/export",
    () => owner.get(`/api/content/${id("content")}/export?format=md`),
  ],
  [
    "GET /api/webhooks/{id}/deliveries",
    keep(
      "delivery",
      async () => {
        await receiver.waitFor(1, 20_000);
        return admin.get(`/api/webhooks/${id("webhook")}/deliveries`);
      },
      (body: { items: { id: number }[] }) => body.items[0]?.id ?? 0,
    ),
  ],
  [
    "POST /api/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    () => admin.post(`/api/webhooks/${id("webhook")}/deliveries/${id("delivery")}/redeliver`),
  ],
  // Notifications and the audit trail (the review above made both)
  [
    "GET /api/notifications",
    keep(
      "notification",
      () => owner.get("/api/notifications"),
      (body: { items: { id: number }[] }) => body.items[0]?.id ?? 0,
    ),
  ],
  ["GET /api/notifications/unread-count", () => owner.get("/api/notifications/unread-count")],
  [
    "POST /api/notifications/{id}/read",
    () => owner.post(`/api/notifications/${id("notification")}/read`),
  ],
  ["POST /api/notifications/read-all", () => owner.post("/api/notifications/read-all")],
  ["GET /api/audit", () => admin.get(`/api/audit?subjectType=content&subjectId=${id("content")}`)],
  ["GET /api/audit/verify", () => admin.get("/api/audit/verify")],
  ["GET /api/admin/usage", () => admin.get("/api/admin/usage?groupBy=user")],
  // Compliance
  [
    "POST /api/compliance/check",
    () => visitor.post("/api/compliance/check", { text: "This stock is guaranteed to double." }),
  ],
  ["GET /api/compliance/built-in-rules", () => admin.get("/api/compliance/built-in-rules")],
  [
    "PATCH /api/compliance/built-in-rules/{id}",
    () => admin.patch("/api/compliance/built-in-rules/pressure.urgency", { enabled: true }),
  ],
  ["POST /api/compliance/rules/try", () => admin.post("/api/compliance/rules/try", houseRule)],
  [
    "POST /api/compliance/rules",
    keep("rule", () => admin.post("/api/compliance/rules", houseRule), byId),
  ],
  ["GET /api/compliance/rules", () => admin.get("/api/compliance/rules")],
  [
    "PUT /api/compliance/rules/{id}",
    () => admin.put(`/api/compliance/rules/${id("rule")}`, houseRule),
  ],
  [
    "PATCH /api/compliance/rules/{id}",
    () => admin.patch(`/api/compliance/rules/${id("rule")}`, { enabled: false }),
  ],
  // Schedules
  [
    "POST /api/schedules",
    keep(
      "schedule",
      () =>
        owner.post("/api/schedules", {
          botType: "newsletter",
          productId: id("product"),
          topicIds: [id("topic")],
          cron: "0 7 * * 1",
          timezone: "Europe/London",
        }),
      byId,
    ),
  ],
  ["GET /api/schedules", () => owner.get("/api/schedules")],
  [
    "PATCH /api/schedules/{id}",
    () => owner.patch(`/api/schedules/${id("schedule")}`, { enabled: false }),
  ],
  ["POST /api/schedules/{id}/run", () => owner.post(`/api/schedules/${id("schedule")}/run`)],
  // Deletions last: the rows above are no longer needed.
  ["DELETE /api/schedules/{id}", () => owner.delete(`/api/schedules/${id("schedule")}`)],
  ["DELETE /api/compliance/rules/{id}", () => admin.delete(`/api/compliance/rules/${id("rule")}`)],
  ["DELETE /api/webhooks/{id}", () => admin.delete(`/api/webhooks/${id("webhook")}`)],
  [
    "DELETE /api/conversations/{id}",
    () => owner.delete(`/api/conversations/${id("conversation")}`),
  ],
  ["DELETE /api/content/{id}", () => owner.delete(`/api/content/${id("draftToDelete")}`)],
  [
    "DELETE /api/prompt-templates/{id}",
    () => admin.delete(`/api/prompt-templates/${id("template")}`),
  ],
  ["DELETE /api/knowledge-base/{id}", () => admin.delete(`/api/knowledge-base/${id("upload")}`)],
  ["DELETE /api/topics/{id}", () => admin.delete(`/api/topics/${id("spareTopic")}`)],
  ["DELETE /api/products/{id}", () => admin.delete(`/api/products/${id("spareProduct")}`)],
  [
    "POST /api/users/bulk-delete",
    () => admin.post("/api/users/bulk-delete", { ids: [id("user")] }),
  ],
  [
    "DELETE /api/users/{id}",
    keep(
      "deletedUser",
      async () => {
        const spare = await t.createUser({ username: "contract_spare" });
        return admin.delete(`/api/users/${spare.id}`);
      },
      () => 0,
    ),
  ],
];

function byId(body: { id: number }): number {
  return body.id;
}
function registration(username: string) {
  return { username, email: `${username}@example.com`, password: "secret-password-1" };
}
const houseRule = {
  phrase: "act * now",
  category: "pressure",
  severity: "warn",
  reason: "House style.",
};

const documented = new Map<string, RouteDoc>(
  routeDocs.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route]),
);

describe.sequential("every documented path answers as the OpenAPI document says", () => {
  beforeAll(async () => {
    // An unapproved draft of its own, so deleting it leaves the approved record above alone.
    const draft = await owner.post("/api/generate", {
      productId: id("product"),
      topicId: id("topic"),
      botType: "sam",
    });
    made.draftToDelete = (draft.json() as { contentId: number }).contentId;
  });

  for (const [route, call] of calls) {
    it(route, async () => {
      const doc = documented.get(route);
      expect(doc, `${route} is not documented`).toBeDefined();
      if (!doc) return;
      const response = await call();
      const json = (response.headers["content-type"] ?? "").toString().includes("json");
      const body = json ? response.json() : response.rawPayload;
      if ((doc.produces ?? "application/json") === "application/json") {
        expect(contractDrift(doc, response.statusCode, body), response.body).toBeNull();
      } else {
        expect(response.statusCode, response.body).toBe(doc.status ?? 200);
        if (doc.produces === "image/png")
          expect(response.headers["content-type"]).toBe("image/png");
        else expect(response.headers["content-disposition"]).toMatch(/^attachment; filename=/);
      }
    });
  }

  it("calls every documented path (add a call above for a new route)", () => {
    const called = new Set(calls.map(([route]) => route));
    expect([...documented.keys()].filter((route) => !called.has(route))).toEqual([]);
    expect(called.size).toBe(calls.length);
  });
});
