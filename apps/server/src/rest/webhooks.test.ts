import { createHash } from "node:crypto";
import { verifyWebhookSignature } from "@studio/api";
import type {
  CreatedWebhookDto,
  Page,
  WebhookDeliveryDto,
  WebhookDto,
  WebhookPayload,
} from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, TEST_ADMIN, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { startWebhookReceiver, type WebhookReceiver } from "../testing/webhook-receiver";

let t: TestApp;
let admin: TestClient;
let owner: TestClient;
let visitor: TestClient;
let adminId: number;
let catalog: { productId: number; topicId: number };

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: "true" } });
  const seeded = await seedGenerationCatalog(t.db.db);
  catalog = { productId: seeded.product.id, topicId: seeded.topic.id };
  admin = t.client();
  owner = t.client();
  visitor = t.client();
  await admin.loginAs(TEST_ADMIN);
  await owner.loginAs(await t.createUser());
  adminId = ((await admin.get("/api/user")).json() as { id: number }).id;
});
afterAll(() => t.close());

async function draft(client: TestClient, on = catalog): Promise<number> {
  const response = await client.post("/api/generate", {
    productId: on.productId,
    topicId: on.topicId,
    botType: "newsletter",
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { contentId: number }).contentId;
}

async function register(url: string, events: string[]): Promise<CreatedWebhookDto> {
  const response = await admin.post("/api/webhooks", { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function deliveries(id: number): Promise<WebhookDeliveryDto[]> {
  const response = await admin.get(`/api/webhooks/${id}/deliveries`);
  expect(response.statusCode).toBe(200);
  return (response.json() as Page<WebhookDeliveryDto>).items;
}

describe("who may manage webhooks", () => {
  it("refuses visitors (401) and people who are not administrators (403), on both transports", async () => {
    const hook = await register("http://127.0.0.1:9/hook", ["content.approved"]);
    const routes: [string, string, unknown?][] = [
      ["POST", "/api/webhooks", { url: "http://127.0.0.1:9/x", events: ["content.used"] }],
      ["GET", "/api/webhooks"],
      ["DELETE", `/api/webhooks/${hook.id}`],
      ["GET", `/api/webhooks/${hook.id}/deliveries`],
      ["POST", `/api/webhooks/${hook.id}/deliveries/1/redeliver`],
    ];
    for (const [method, url, payload] of routes) {
      const asVisitor = await visitor.request({
        method: method as "GET",
        url,
        payload: payload as object,
      });
      const asUser = await owner.request({
        method: method as "GET",
        url,
        payload: payload as object,
      });
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      expect(asUser.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await owner.trpc("query", "webhooks.list")).status).toBe(403);
    expect(
      (
        await visitor.trpc("mutation", "webhooks.create", {
          url: "http://x.test",
          events: ["content.used"],
        })
      ).status,
    ).toBe(401);
  });
});

describe("POST /api/webhooks", () => {
  it("answers the secret once; the list never shows it", async () => {
    const created = await register("http://127.0.0.1:9/once", ["content.approved", "content.used"]);

    const list = await admin.get("/api/webhooks");

    expect(created).toMatchObject({
      url: "http://127.0.0.1:9/once",
      events: ["content.approved", "content.used"],
    });
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(list.statusCode).toBe(200);
    const listed = (list.json() as WebhookDto[]).find((h) => h.id === created.id);
    expect(listed).toEqual({
      id: created.id,
      url: created.url,
      events: created.events,
      createdAt: created.createdAt,
    });
    expect(list.body).not.toContain(created.secret);
  });

  it("refuses a bad address or event list with a clear 400, the same over tRPC", async () => {
    const cases: [unknown, RegExp][] = [
      [{ url: "ftp://example.com/x", events: ["content.used"] }, /http:\/\/ or https:\/\//],
      [{ url: "not a url", events: ["content.used"] }, /http:\/\/ or https:\/\//],
      [{ url: "https://user:pw@example.com/x", events: ["content.used"] }, /user name or password/],
      [{ url: "https://example.com/x", events: [] }, /at least one/],
      [{ url: "https://example.com/x", events: ["content.deleted"] }, /events must be among/],
      [{ url: "https://example.com/x" }, /at least one/],
    ];
    for (const [body, message] of cases) {
      const rest = await admin.post("/api/webhooks", body);
      const trpc = await admin.trpc("mutation", "webhooks.create", body);
      expect(rest.statusCode, JSON.stringify(body)).toBe(400);
      expect(rest.json().error).toMatch(message);
      expect(trpc.status).toBe(400);
      expect(trpc.error?.message).toBe(rest.json().error);
    }
  });
});

describe("private networks", () => {
  let strict: TestApp;
  let strictAdmin: TestClient;
  beforeAll(async () => {
    // A second instance on the same database, without WEBHOOK_ALLOW_PRIVATE.
    strict = await createTestApp({ db: t.db });
    strictAdmin = strict.client();
    await strictAdmin.loginAs(TEST_ADMIN);
  });
  afterAll(() => strict.close());

  it.each([
    "http://127.0.0.1/hook",
    "http://127.8.9.10:8080/hook",
    "http://10.1.2.3/hook",
    "http://172.16.0.1/hook",
    "http://192.168.1.20/hook",
    "http://100.64.0.1/hook",
    "http://169.254.169.254/latest/meta-data/",
    "http://0.0.0.0/hook",
    "http://0x7f000001/hook",
    "http://2130706433/hook",
    "http://[::1]/hook",
    "http://[::]/hook",
    "http://[::ffff:127.0.0.1]/hook",
    "http://[::ffff:a9fe:a9fe]/hook",
    "http://[fe80::1]/hook",
    "http://[fd12:3456::1]/hook",
    "http://localhost:3000/hook",
  ])("refuses %s unless WEBHOOK_ALLOW_PRIVATE=true", async (url) => {
    const response = await strictAdmin.post("/api/webhooks", { url, events: ["content.used"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/private, loopback or link-local network/);
  });

  it("accepts a public address", async () => {
    const response = await strictAdmin.post("/api/webhooks", {
      url: "https://93.184.215.14/hooks/pressroom",
      events: ["content.approved"],
    });
    expect(response.statusCode).toBe(201);
  });
});

describe("deliveries", () => {
  let receiver: WebhookReceiver;
  let hook: CreatedWebhookDto;
  beforeAll(async () => {
    receiver = await startWebhookReceiver(() => 204);
    hook = await register(receiver.url, [
      "content.submitted",
      "content.approved",
      "content.changes_requested",
    ]);
  });
  afterAll(async () => {
    await admin.delete(`/api/webhooks/${hook.id}`);
    await receiver.close();
  });

  it("posts each review step, signed, with the piece's version, hash and approval", {
    timeout: 90_000,
  }, async () => {
    const before = receiver.received.length;
    const id = await draft(owner);
    expect((await owner.post(`/api/content/${id}/submit`)).statusCode).toBe(200);
    expect((await admin.post(`/api/content/${id}/approve`, {})).statusCode).toBe(200);
    const text = ((await owner.get(`/api/content/${id}`)).json() as { content: string }).content;

    const got = (await receiver.waitFor(before + 2, 30_000)).slice(before);

    const bodies = got.map((d) => JSON.parse(d.body) as WebhookPayload);
    expect(bodies.map((b) => b.event).sort()).toEqual(["content.approved", "content.submitted"]);
    const approved = bodies.find((b) => b.event === "content.approved");
    expect(approved?.data).toEqual({
      contentId: id,
      version: 1,
      title: expect.any(String),
      status: "approved",
      contentHash: createHash("sha256").update(text).digest("hex"),
      approvedBy: adminId,
      approvedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(approved?.id).toMatch(/^[0-9a-f-]{36}$/);
    const submitted = bodies.find((b) => b.event === "content.submitted");
    expect(submitted?.data).toMatchObject({ contentId: id, status: "in_review", approvedBy: null });
    for (const delivery of got) {
      const event = JSON.parse(delivery.body).event;
      expect(delivery.headers["x-pressroom-event"]).toBe(event);
      expect(delivery.headers["x-pressroom-delivery"]).toMatch(/^\d+$/);
      expect(delivery.headers["content-type"]).toBe("application/json");
      const signature = String(delivery.headers["x-pressroom-signature"]);
      expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
      expect(verifyWebhookSignature(hook.secret, delivery.body, signature)).toBe(true);
      expect(verifyWebhookSignature("whsec_wrong", delivery.body, signature)).toBe(false);
      expect(verifyWebhookSignature(hook.secret, `${delivery.body} `, signature)).toBe(false);
    }
    await eventually(async () => {
      const listed = await deliveries(hook.id);
      expect(listed.slice(0, 2).map((d) => [d.status, d.attempts, d.lastStatusCode])).toEqual([
        ["delivered", 1, 204],
        ["delivered", 1, 204],
      ]);
      expect(listed[0]?.deliveredAt).not.toBeNull();
      expect(listed[0]?.nextAttemptAt).toBeNull();
    }, 15_000);
  });

  it("posts content.changes_requested, and nothing for a step that was refused", {
    timeout: 90_000,
  }, async () => {
    const id = await draft(owner);
    const submittedBefore = receiver.received.length;
    await owner.post(`/api/content/${id}/submit`);
    await receiver.waitFor(submittedBefore + 1, 30_000);
    const before = receiver.received.length;

    const again = await owner.post(`/api/content/${id}/submit`);
    const back = await admin.post(`/api/content/${id}/request-changes`, {
      note: "Cite the source.",
    });
    const got = (await receiver.waitFor(before + 1, 30_000)).slice(before);
    // Give a wrongly queued second delivery the time to arrive.
    await new Promise((r) => setTimeout(r, 1_500));

    expect(again.statusCode).toBe(409);
    expect(back.statusCode).toBe(200);
    expect(receiver.received.length).toBe(before + 1);
    expect(JSON.parse(got[0]?.body ?? "{}")).toMatchObject({
      event: "content.changes_requested",
      data: { contentId: id, status: "draft" },
    });
  });

  it("posts content.used when an approved piece is marked as used", {
    timeout: 90_000,
  }, async () => {
    const usedReceiver = await startWebhookReceiver(() => 200);
    const usedHook = await register(usedReceiver.url, ["content.used"]);
    try {
      const id = await draft(owner);
      // Only a submitted version can be approved (the review state machine).
      expect((await owner.post(`/api/content/${id}/submit`)).statusCode).toBe(200);
      expect((await admin.post(`/api/content/${id}/approve`, {})).statusCode).toBe(200);

      const used = await owner.post(`/api/content/${id}/use`, {});
      const [delivery] = await usedReceiver.waitFor(1, 30_000);

      expect(used.statusCode).toBe(200);
      expect(usedReceiver.received).toHaveLength(1);
      const body = JSON.parse(delivery?.body ?? "{}") as WebhookPayload;
      expect(body).toMatchObject({
        event: "content.used",
        data: { contentId: id, version: 1, status: "approved", approvedBy: adminId },
      });
      expect(
        verifyWebhookSignature(
          usedHook.secret,
          delivery?.body ?? "",
          String(delivery?.headers["x-pressroom-signature"]),
        ),
      ).toBe(true);
    } finally {
      await admin.delete(`/api/webhooks/${usedHook.id}`);
      await usedReceiver.close();
    }
  });

  it("pages the deliveries list with a cursor, newest first", async () => {
    const first = await admin.get(`/api/webhooks/${hook.id}/deliveries?limit=2`);
    const page = first.json() as Page<WebhookDeliveryDto>;
    const next = await admin.get(
      `/api/webhooks/${hook.id}/deliveries?limit=2&cursor=${page.nextCursor}`,
    );

    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = (next.json() as Page<WebhookDeliveryDto>).items;
    expect(rest.length).toBeGreaterThan(0);
    expect(Math.max(...rest.map((d) => d.id))).toBeLessThan(
      Math.min(...page.items.map((d) => d.id)),
    );
    expect(Object.keys(page.items[0] ?? {}).sort()).toEqual([
      "attempts",
      "createdAt",
      "deliveredAt",
      "event",
      "id",
      "lastStatusCode",
      "nextAttemptAt",
      "status",
    ]);
    expect(
      (await admin.get(`/api/webhooks/${hook.id}/deliveries?cursor=nonsense`)).statusCode,
    ).toBe(400);
    expect((await admin.get("/api/webhooks/999999/deliveries")).statusCode).toBe(404);
  });
});

describe("a receiver that fails", () => {
  it("gets the same delivery again 5-30 s later, signed again", async () => {
    // The first answer is a 503; every later one a 200.
    const receiver = await startWebhookReceiver((n) => (n === 0 ? 503 : 200));
    const hook = await register(receiver.url, ["content.submitted"]);
    try {
      const id = await draft(owner);
      await owner.post(`/api/content/${id}/submit`);

      const [first, second] = await receiver.waitFor(2, 45_000);

      const gapSeconds = ((second?.at ?? 0) - (first?.at ?? 0)) / 1000;
      expect(gapSeconds).toBeGreaterThanOrEqual(5);
      expect(gapSeconds).toBeLessThanOrEqual(30);
      expect(second?.headers["x-pressroom-delivery"]).toBe(first?.headers["x-pressroom-delivery"]);
      expect(second?.body).toBe(first?.body);
      const signature = String(second?.headers["x-pressroom-signature"]);
      expect(verifyWebhookSignature(hook.secret, second?.body ?? "", signature)).toBe(true);
      await eventually(async () => {
        const [delivery] = await deliveries(hook.id);
        expect(delivery).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200 });
      }, 15_000);
    } finally {
      await admin.delete(`/api/webhooks/${hook.id}`);
      await receiver.close();
    }
  }, 90_000);
});

describe("retries running out, redelivery, deletion", () => {
  let quick: TestApp;
  let quickAdmin: TestClient;
  let quickOwner: TestClient;
  let quickCatalog: typeof catalog;
  beforeAll(async () => {
    // Its own database and short retry delays: 2 retries, 1 s apart, 0.5 s polling.
    quick = await createTestApp({
      env: { WEBHOOK_ALLOW_PRIVATE: "true" },
      jobs: {
        webhookRetryDelaysSeconds: [1, 1],
        queueSettings: { "webhook.deliver": { pollingIntervalSeconds: 0.5 } },
      },
    });
    const seeded = await seedGenerationCatalog(quick.db.db);
    quickCatalog = { productId: seeded.product.id, topicId: seeded.topic.id };
    quickAdmin = quick.client();
    quickOwner = quick.client();
    await quickAdmin.loginAs(TEST_ADMIN);
    await quickOwner.loginAs(await quick.createUser());
  });
  afterAll(() => quick.close());

  it("marks a delivery failed after its last retry, and Redeliver sends it once more", async () => {
    let accept = false;
    const receiver = await startWebhookReceiver(() => (accept ? 200 : 500));
    const created = await quickAdmin.post("/api/webhooks", {
      url: receiver.url,
      events: ["content.submitted"],
    });
    const hook = created.json() as CreatedWebhookDto;
    try {
      const id = await draft(quickOwner, quickCatalog);
      await quickOwner.post(`/api/content/${id}/submit`);
      const listDeliveries = async () =>
        (
          (
            await quickAdmin.get(`/api/webhooks/${hook.id}/deliveries`)
          ).json() as Page<WebhookDeliveryDto>
        ).items;

      await eventually(async () => {
        expect((await listDeliveries())[0]).toMatchObject({
          status: "failed",
          attempts: 3,
          lastStatusCode: 500,
          nextAttemptAt: null,
        });
      }, 20_000);
      expect(receiver.received).toHaveLength(3);

      accept = true;
      const delivery = (await listDeliveries())[0] as WebhookDeliveryDto;
      const again = await quickAdmin.post(
        `/api/webhooks/${hook.id}/deliveries/${delivery.id}/redeliver`,
      );
      expect(again.statusCode).toBe(202);
      expect(again.json()).toMatchObject({ id: delivery.id, status: "pending" });
      await receiver.waitFor(4, 30_000);
      expect(receiver.received[3]?.headers["x-pressroom-delivery"]).toBe(String(delivery.id));
      await eventually(async () => {
        expect((await listDeliveries())[0]).toMatchObject({
          status: "delivered",
          attempts: 4,
          lastStatusCode: 200,
        });
      }, 15_000);

      const missing = await quickAdmin.post(`/api/webhooks/${hook.id}/deliveries/999999/redeliver`);
      expect(missing.statusCode).toBe(404);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it("deletes an endpoint: it leaves the list and hears nothing more", {
    timeout: 90_000,
  }, async () => {
    const receiver = await startWebhookReceiver(() => 200);
    const hook = (
      await quickAdmin.post("/api/webhooks", { url: receiver.url, events: ["content.submitted"] })
    ).json() as CreatedWebhookDto;
    try {
      const removed = await quickAdmin.delete(`/api/webhooks/${hook.id}`);
      const id = await draft(quickOwner, quickCatalog);
      await quickOwner.post(`/api/content/${id}/submit`);
      await new Promise((r) => setTimeout(r, 1_500));

      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ id: hook.id, url: receiver.url });
      const list = (await quickAdmin.get("/api/webhooks")).json() as WebhookDto[];
      expect(list.map((h) => h.id)).not.toContain(hook.id);
      expect(receiver.received).toHaveLength(0);
      expect((await quickAdmin.delete(`/api/webhooks/${hook.id}`)).statusCode).toBe(404);
    } finally {
      await receiver.close();
    }
  });
});

describe("/readyz", () => {
  it("reports the queue beside the database, keeping the fields it had", async () => {
    const ready = await t.client().get("/readyz");
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: "ready",
      database: { reachable: true },
      ai: { provider: "offline" },
      queue: {
        library: "pg-boss",
        state: "running",
        queues: { "webhook.deliver": expect.objectContaining({ queued: expect.any(Number) }) },
      },
    });
  });
});
