import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { aiFailureMessages, createAiProvider } from "@studio/ai";
import {
  type FakeBehaviour,
  type FakeOpenAiServer,
  startFakeOpenAiServer,
} from "@studio/ai/testing";
import { createDb, PostgresChangeFeed } from "@studio/db";
import { createTestDb, type TestDb, testEngine } from "@studio/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, eventually, type TestApp, type TestClient } from "../testing";
import { seedGenerationCatalog } from "../testing/generation-fixtures";
import { generateStreamRequest, readGenerationStream } from "../trpc-stream";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

/** The provider failing in each way a real one does, and what the person must read. */
const faults: { name: string; behaviour: FakeBehaviour; message: string; statuses: number[] }[] = [
  {
    name: "429 busy",
    behaviour: { kind: "status", status: 429, retryAfter: "7" },
    message: aiFailureMessages.rate_limited,
    statuses: [429],
  },
  {
    name: "500 error",
    behaviour: { kind: "status", status: 500 },
    message: aiFailureMessages.unavailable,
    statuses: [502, 503],
  },
  {
    name: "no answer (timeout)",
    behaviour: { kind: "hang" },
    message: aiFailureMessages.timeout,
    statuses: [504, 503],
  },
  {
    name: "stream cut mid-way",
    behaviour: { kind: "cut", chunks: ["##Subject: Half##\n", "Half a body"] },
    message: aiFailureMessages.interrupted,
    statuses: [502, 503],
  },
  {
    name: "stream stalls mid-way",
    behaviour: { kind: "stall", chunks: ["##Subject: Stalled##\n"] },
    message: aiFailureMessages.timeout,
    statuses: [504, 503],
  },
];

describe("AI provider faults during generation", () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let catalog: Awaited<ReturnType<typeof seedGenerationCatalog>>;
  let user: TestClient;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    // Short time-outs and no retries keep each fault to well under a second.
    const ai = createAiProvider({
      provider: "openai",
      apiKey: "sk-fake",
      baseUrl: fake.baseUrl,
      model: "gpt-4o-mini",
      imageModel: "gpt-image-1",
      timeoutMs: 400,
      maxRetries: 0,
    });
    t = await createTestApp({
      ai,
      env: {
        GENERATION_LIMIT_ANON_PER_HOUR: "0",
        GENERATION_LIMIT_USER_PER_HOUR: "0",
        IMAGE_LIMIT_ANON_PER_HOUR: "0",
        IMAGE_LIMIT_USER_PER_HOUR: "0",
      },
    });
    catalog = await seedGenerationCatalog(t.db.db);
    user = t.client();
    await user.loginAs(await t.createUser());
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const recordedCount = async () =>
    Number(
      (
        await t.db.db
          .selectFrom("generated_content")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const input = () => ({
    productId: catalog.product.id,
    topicId: catalog.topic.id,
    botType: "newsletter" as const,
  });

  for (const fault of faults) {
    it(`${fault.name}: REST answers with a clear error and records nothing`, async () => {
      fake.script(fault.behaviour);
      const before = await recordedCount();
      const response = await t.client().post("/api/generate", input());
      expect(fault.statuses).toContain(response.statusCode);
      // 5xx answers also carry the request id, to match the log.
      expect(response.json()).toMatchObject({ error: fault.message });
      expect(await recordedCount()).toBe(before);
    });

    it(`${fault.name}: the tRPC stream ends with the error, no result, nothing recorded`, async () => {
      fake.script(fault.behaviour);
      const before = await recordedCount();
      const response = await t.client().request(generateStreamRequest(input()));
      const { events, error } = readGenerationStream(response.body);
      expect(error?.message).toBe(fault.message);
      expect(events.some((e) => e.type === "done")).toBe(false);
      expect(await recordedCount()).toBe(before);
    });

    it(`${fault.name}: a chat reply is saved as failed, never as complete`, async () => {
      fake.script(fault.behaviour);
      const { id } = (await user.trpc("mutation", "conversations.create", { title: "Faults" }))
        .data as { id: number };
      const response = await user.request({
        method: "POST",
        url: "/trpc/chat.streamReply?batch=1",
        headers: { "trpc-accept": "application/jsonl", "content-type": "application/json" },
        payload: JSON.stringify({ 0: { conversationId: id, content: "Write it" } }),
      });
      expect(response.statusCode).toBeLessThan(500);
      const messages = (await user.trpc("query", "conversations.messages", { conversationId: id }))
        .data as { role: string; content: string; metadata: { status?: string } | null }[];
      const replies = messages.filter((m) => m.role === "assistant");
      for (const reply of replies) expect(reply.metadata?.status).not.toBe("complete");
      // Whatever was kept says why it stopped.
      expect(response.body).toContain(fault.message);
    });
  }

  it("works again once the provider recovers", async () => {
    fake.script({ kind: "stream", chunks: ["##Subject: Back##\n", "All good."] });
    const before = await recordedCount();
    const response = await t.client().post("/api/generate", input());
    expect(response.statusCode).toBe(200);
    expect(response.json().content).toBe("##Subject: Back##\nAll good.");
    expect(await recordedCount()).toBe(before + 1);
  });
});

/**
 * PostgreSQL going away and coming back, through a TCP proxy on loopback that the test cuts and
 * restores (the machine's server itself is never touched). PostgreSQL only: PGlite runs in
 * process and cannot go away.
 */
describe.skipIf(testEngine !== "postgres")("PostgreSQL going away and coming back", () => {
  let db: TestDb;
  let proxy: TcpProxy;
  let t: TestApp;
  let closeAppDb: () => Promise<void>;

  beforeAll(async () => {
    db = await createTestDb();
    const target = new URL(db.connectionString ?? "");
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    const handle = await createDb({ databaseUrl: target.toString(), poolSize: 4 });
    closeAppDb = handle.close;
    t = await createTestApp({
      db: { ...handle, connectionString: target.toString(), openSecondHandle: db.openSecondHandle },
    });
  });
  afterAll(async () => {
    await t?.close();
    await closeAppDb?.();
    await proxy?.close();
    await db?.close();
  });

  const errorMessage = (body: string) => {
    const parsed = JSON.parse(body) as { error?: string | { message?: string } };
    return typeof parsed.error === "string" ? parsed.error : parsed.error?.message;
  };
  const leaks = (body: string) =>
    /ECONNREFUSED|ECONNRESET|Connection terminated|at \w+ \(|node_modules|select |postgres/i.test(
      body,
    );

  it("turns /readyz 503, fails requests cleanly, and recovers without a restart", async () => {
    const admin = t.client();
    const account = await t.createUser({ role: "admin" });
    expect((await admin.loginAs(account)).statusCode).toBe(200);
    expect((await t.client().get("/readyz")).statusCode).toBe(200);

    proxy.cut();
    const ready = await t.client().get("/readyz");
    expect(ready.statusCode).toBe(503);
    // The change-notice connection went down with it: caches are bypassed until it is back.
    expect(ready.json()).toMatchObject({
      status: "unavailable",
      database: { changeNotices: "reconnecting" },
    });

    const during = [
      await t.client().get("/api/topics"),
      await admin.get("/api/user"),
      await admin.post("/api/products", { name: `During outage ${Date.now()}` }),
      await admin.get("/trpc/admin.users.list"),
      await t.client().post("/api/login", { username: "nobody", password: "whatever1" }),
    ];
    for (const response of during) {
      // A clean failure: an error status, a message for people, nothing about the internals.
      expect(response.statusCode).toBeGreaterThanOrEqual(500);
      expect(errorMessage(response.body)).toBeTruthy();
      expect(leaks(response.body)).toBe(false);
    }
    console.info(
      `requests during the outage answered ${during.map((r) => r.statusCode).join(", ")} (503 preferred)`,
    );

    proxy.restore();
    const deadline = Date.now() + 10_000;
    let status = 0;
    let notices = "";
    while (Date.now() < deadline) {
      const response = await t.client().get("/readyz");
      status = response.statusCode;
      notices = response.json().database.changeNotices;
      if (status === 200 && notices === "live") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(200);
    expect(notices).toBe("live");
    expect((await t.client().get("/api/topics")).statusCode).toBe(200);
    expect((await admin.get("/api/user")).statusCode).toBe(200);
    const created = await admin.post("/api/products", { name: `After outage ${Date.now()}` });
    expect(created.statusCode).toBe(201);
  }, 30_000);
});

/**
 * The change-notice connection dying without a reset (a stalled network): the instance caches
 * depend on it, so its heartbeat must notice, stop the feed being live (caches are bypassed) and
 * reconnect.
 */
describe.skipIf(testEngine !== "postgres")("a change-notice connection that dies silently", () => {
  it("stops being live when its heartbeat goes unanswered, then reconnects", async () => {
    const db = await createTestDb();
    const target = new URL(db.connectionString ?? "");
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    const feed = await PostgresChangeFeed.open(target.toString(), {
      retryMs: 50,
      heartbeatMs: 200,
    });
    const heard: string[] = [];
    feed.subscribe((payload) => heard.push(payload));
    try {
      // Live once a heartbeat is answered: on a busy database server the first may be late,
      // which this feed rightly reads as a dead connection and mends.
      await eventually(() => expect(feed.live).toBe(true), 3_000);
      proxy.stall();
      await eventually(() => expect(feed.live).toBe(false), 3_000);
      await eventually(() => expect(feed.live).toBe(true), 3_000);
      await sql`select pg_notify('studio_changes', 'products')`.execute(db.db);
      await eventually(() => expect(heard).toContain("products"), 2_000);
    } finally {
      await feed.close();
      await proxy.close();
      await db.close();
    }
  }, 20_000);
});

/**
 * pg emits "error" on a pooled client whose connection drops while it is checked out for a
 * query; without a listener (added in packages/db/src/client.ts) the process would die instead
 * of failing that one query. Run in a child process so a regression cannot take the test runner
 * with it.
 */
describe.skipIf(testEngine !== "postgres")("a query in flight when PostgreSQL drops", () => {
  it("fails that query without crashing the process", () => {
    const script = join(import.meta.dirname, "in-flight-drop.script.ts");
    const result = spawnSync(process.execPath, ["--import", "tsx", script], {
      cwd: join(import.meta.dirname, "..", ".."),
      env: { ...process.env },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.stdout).toContain("query failed cleanly");
    expect(result.status).toBe(0);
  }, 30_000);
});
