import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { workerMessages } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, prepareDataDir, type SpawnedServer, spawnServer } from "./spawn-server";

/**
 * Issue 27: one anonymous compliance check of 100,000 characters of repeated short tokens held a
 * whole instance for seconds. Checks now run on worker threads, so while four worst-case checks
 * run (two REST calls and a tRPC batch of two), and while a worst-case text is saved as a new
 * version, the server keeps answering: no GET /healthz in the meantime takes 150 ms (one of
 * these checks run inline takes over 200 ms of CPU, and the old checker took seconds), and where
 * there are enough polls to speak of a percentile, 95% of them take under 50 ms. On two cores
 * the worker threads, the embedded database writing a 100 KB version and the test runner take
 * the CPU from the event loop now and then: one poll's time is the scheduler's, not a measure.
 * The server runs as its own process (the built bundle when it exists, else the sources).
 */
const HEALTHZ_P95_MS = 50;
const HEALTHZ_MAX_MS = 150;

function expectResponsive(times: number[]): void {
  const sorted = [...times].sort((a, b) => a - b);
  const shown = JSON.stringify(times.map(Math.round));
  expect(sorted.at(-1)!, shown).toBeLessThan(HEALTHZ_MAX_MS);
  if (sorted.length >= 20) {
    expect(sorted[Math.floor(sorted.length * 0.95)]!, shown).toBeLessThan(HEALTHZ_P95_MS);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), "studio-checks-"));
let server: SpawnedServer;
let cookie: string;

beforeAll(async () => {
  await prepareDataDir(dataDir);
  server = await spawnServer(dataDir);
  cookie = await loginCookie(server.url);
  // Warm: the first check starts the worker threads (a real instance has done so long before).
  await check("Warm up the checker.");
}, 120_000);
afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

function worstCase(unit: string): string {
  return unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
}

/**
 * A check's answer: 200, or the 503 of a check that outran its time (the checker takes seconds
 * on these texts today, far longer on a loaded machine): a clear answer either way, never a hang.
 */
async function answered(response: Response): Promise<string> {
  const body = await response.text();
  if (response.status === 503 && body.includes(workerMessages.complianceTimedOut))
    return "timed out";
  return String(response.status);
}

async function check(text: string): Promise<string> {
  const response = await fetch(`${server.url}/api/compliance/check`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text }),
  });
  return answered(response);
}

async function batchOfTwo(first: string, second: string): Promise<string> {
  const response = await fetch(`${server.url}/trpc/compliance.check,compliance.check?batch=1`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ 0: { text: first }, 1: { text: second } }),
  });
  // A batch answers 207 when one call succeeded and the other did not.
  const status = await answered(response);
  return status === "207" ? "200" : status;
}

/** Polls /healthz every 20 ms until `work` settles; answers each poll's time. */
async function healthzWhile(work: Promise<unknown>): Promise<number[]> {
  let done = false;
  void work.finally(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${server.url}/healthz`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

describe("compliance checks run off the event loop", () => {
  it("keeps /healthz responsive while four worst-case checks run", {
    timeout: 120_000,
  }, async () => {
    const started = performance.now();
    const work = Promise.all([
      check(worstCase("I made ")),
      check(worstCase("not guaranteed ")),
      batchOfTwo(worstCase("--a "), worstCase("I made ")),
    ]);
    const times = await healthzWhile(work);
    const statuses = await work;
    const checksMs = performance.now() - started;

    for (const status of statuses) expect(["200", "timed out"]).toContain(status);
    // The checks took long enough for the polls to mean something.
    expect(times.length, `checks took ${Math.round(checksMs)} ms`).toBeGreaterThanOrEqual(5);
    expectResponsive(times);
  });

  it("keeps /healthz responsive while a worst-case text is saved as a new version", {
    timeout: 120_000,
  }, async () => {
    const headers = { "content-type": "application/json", cookie };
    const [product] = (await (await fetch(`${server.url}/api/products`)).json()) as {
      id: number;
    }[];
    const [topic] = (await (
      await fetch(`${server.url}/api/topics?productId=${product?.id}`)
    ).json()) as { id: number }[];
    const generated = await fetch(`${server.url}/api/generate`, {
      method: "POST",
      headers,
      body: JSON.stringify({ productId: product?.id, topicId: topic?.id, botType: "newsletter" }),
    });
    const { contentId } = (await generated.json()) as { contentId: number };

    const save = fetch(`${server.url}/api/content/${contentId}`, {
      method: "PUT",
      headers,
      body: JSON.stringify({ content: worstCase("I made ") }),
    }).then(answered);
    const times = await healthzWhile(save);

    expect(["200", "timed out"]).toContain(await save);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expectResponsive(times);
  });
});
