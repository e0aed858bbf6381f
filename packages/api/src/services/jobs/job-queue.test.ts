import { createTestDb, type TestDb } from "@studio/db/testing";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createJobQueue, type JobQueue } from "./job-queue";

let db: TestDb;
let second: Awaited<ReturnType<TestDb["openSecondHandle"]>>;
let queues: JobQueue[] = [];

const fast = { "webhook.deliver": { pollingIntervalSeconds: 0.5, batchSize: 10 } } as const;

beforeAll(async () => {
  db = await createTestDb();
  second = await db.openSecondHandle();
});
// Each test's workers stop before the next starts, so none takes another test's jobs.
afterEach(async () => {
  for (const queue of queues) await queue.stop();
  queues = [];
});
afterAll(async () => {
  await second.close();
  await db.close();
});

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("the job queue", () => {
  it("runs each job once across two instances on one database, never one job twice at once", async () => {
    const runs = new Map<number, number>();
    const running = new Set<number>();
    let overlaps = 0;
    const byInstance = [0, 0];
    const instances = [db, second].map((handle, index) => {
      const queue = createJobQueue(handle.queueConnection, { settings: fast });
      queues.push(queue);
      void queue.work("webhook.deliver", async (job) => {
        const n = job.data.deliveryId;
        if (running.has(n)) overlaps += 1;
        running.add(n);
        await new Promise((r) => setTimeout(r, 5));
        running.delete(n);
        runs.set(n, (runs.get(n) ?? 0) + 1);
        byInstance[index] = (byInstance[index] ?? 0) + 1;
      });
      return queue;
    });
    await Promise.all(instances.map((q) => q.start()));

    for (let n = 1; n <= 120; n += 1) {
      await instances[n % 2]?.enqueue("webhook.deliver", { deliveryId: n, attempt: 0 });
    }
    await until(() => runs.size === 120, 60_000);
    // Time for a duplicate run to show up, if there were one.
    await new Promise((r) => setTimeout(r, 1_000));

    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(runs.size).toBe(120);
    expect(overlaps).toBe(0);
    expect((byInstance[0] ?? 0) + (byInstance[1] ?? 0)).toBe(120);
    const status = await instances[0]?.status();
    expect(status).toMatchObject({ library: "pg-boss", state: "running" });
    expect(Object.keys(status?.queues ?? {}).sort()).toEqual(["schedule.run", "webhook.deliver"]);
  }, 90_000);

  it("writes a job with its transaction: rolled back, it never runs; committed, it does", async () => {
    const queue = createJobQueue(db.queueConnection, { settings: fast });
    queues.push(queue);
    const seen: number[] = [];
    await queue.work("webhook.deliver", async (job) => {
      seen.push(job.data.deliveryId);
    });
    await queue.start();

    await db.db
      .transaction()
      .execute(async (trx) => {
        await queue.enqueue("webhook.deliver", { deliveryId: 9001, attempt: 0 }, { trx });
        throw new Error("roll back");
      })
      .catch(() => {});
    await db.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      await queue.enqueue("webhook.deliver", { deliveryId: 9002, attempt: 0 }, { trx });
    });
    await until(() => seen.includes(9002), 20_000);
    await new Promise((r) => setTimeout(r, 1_500));

    expect(seen).not.toContain(9001);
  }, 60_000);

  it("retries a job whose handler threw", async () => {
    const queue = createJobQueue(db.queueConnection, {
      settings: { "webhook.deliver": { pollingIntervalSeconds: 0.5, retryDelaySeconds: 0 } },
      onError: () => {},
    });
    queues.push(queue);
    let tries = 0;
    await queue.work("webhook.deliver", async (job) => {
      if (job.data.deliveryId !== 7001) return;
      tries += 1;
      if (tries === 1) throw new Error("the receiver's network blinked");
    });
    await queue.start();

    await queue.enqueue("webhook.deliver", { deliveryId: 7001, attempt: 0 });

    await until(() => tries === 2, 30_000);
    expect(tries).toBe(2);
  }, 60_000);
});
