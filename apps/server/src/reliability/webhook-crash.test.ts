import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestDb, type TestDb, testEngine } from "@studio/db/testing";
import { afterAll, describe, expect, it } from "vitest";
import { startWebhookReceiver } from "../testing/webhook-receiver";
import { loginCookie, prepareDataDir, type SpawnedServer, spawnServer } from "./spawn-server";

/**
 * kill -9 of the instance that holds queued webhook deliveries, mid-attempt: another instance
 * (on PGlite, the restarted one; on PostgreSQL, a second one) delivers every one of them. The
 * deliveries and their jobs were committed with the review steps, so nothing lived only in the
 * dead process; the attempts it had in flight are taken over once their claim expires (30 s).
 */
const dataDir = mkdtempSync(join(tmpdir(), "studio-webhook-crash-"));
const servers: SpawnedServer[] = [];
let pgDb: TestDb | undefined;
afterAll(async () => {
  for (const s of servers) s.kill();
  rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.close();
});

const DRAFTS = 6;

describe(`a crash with deliveries queued (${testEngine})`, () => {
  it("leaves none undelivered: the next instance sends all of them", async () => {
    // The receiver never answers the first instance; after the crash it accepts everything.
    let accepting = false;
    const accepted = new Set<string>();
    const receiver = await startWebhookReceiver((_n, delivery) => {
      if (!accepting) return "hang";
      accepted.add(String(delivery.headers["x-pressroom-delivery"]));
      return 200;
    });
    const env: Record<string, string> = { WEBHOOK_ALLOW_PRIVATE: "true" };
    if (testEngine === "postgres") {
      pgDb = await createTestDb("postgres");
      env.DATABASE_URL = pgDb.connectionString ?? "";
    } else {
      await prepareDataDir(dataDir);
    }
    try {
      const first = await spawnServer(dataDir, 120_000, env);
      servers.push(first);
      const cookie = await loginCookie(first.url);
      const call = (url: string, method: string, body?: unknown) =>
        fetch(url, {
          method,
          headers: { cookie, "content-type": "application/json" },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
      const hook = await call(`${first.url}/api/webhooks`, "POST", {
        url: receiver.url,
        events: ["content.submitted"],
      });
      expect(hook.status).toBe(201);
      const { id: hookId } = (await hook.json()) as { id: number };
      const [product] = (await (await fetch(`${first.url}/api/products`)).json()) as {
        id: number;
      }[];
      const [topic] = (await (
        await fetch(`${first.url}/api/topics?productId=${product?.id}`)
      ).json()) as { id: number }[];
      for (let i = 0; i < DRAFTS; i += 1) {
        const generated = await call(`${first.url}/api/generate`, "POST", {
          productId: product?.id,
          topicId: topic?.id,
          botType: "newsletter",
        });
        const { contentId } = (await generated.json()) as { contentId: number };
        expect(
          (await call(`${first.url}/api/content/${contentId}/submit`, "POST", {})).status,
        ).toBe(200);
      }
      // The first instance is in the middle of sending (its receiver holds the request open).
      await receiver.waitFor(1, 30_000);

      first.child.kill("SIGKILL");
      const exit = await first.exited;
      accepting = true;
      const second = await spawnServer(dataDir, 120_000, env);
      servers.push(second);

      const deadline = Date.now() + 150_000;
      while (accepted.size < DRAFTS && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 250));
      }

      expect(exit.signal).toBe("SIGKILL");
      expect(accepted.size).toBe(DRAFTS);
      const secondCookie = await loginCookie(second.url);
      let statuses: string[] = [];
      const settleBy = Date.now() + 20_000;
      do {
        const page = (await (
          await fetch(`${second.url}/api/webhooks/${hookId}/deliveries`, {
            headers: { cookie: secondCookie },
          })
        ).json()) as { items: { status: string }[] };
        statuses = page.items.map((d) => d.status);
        if (statuses.every((s) => s === "delivered")) break;
        await new Promise((r) => setTimeout(r, 250));
      } while (Date.now() < settleBy);
      expect(statuses).toEqual(Array(DRAFTS).fill("delivered"));
    } finally {
      await receiver.close();
    }
  }, 400_000);
});
