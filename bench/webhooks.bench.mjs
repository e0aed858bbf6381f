/**
 * Webhook deliveries through the job queue (issue 25): `pnpm bench webhooks`. Goal: 1,000 queued
 * deliveries to a local receiver drain in under 30 s with two instances.
 *
 * Two built servers (`apps/server/dist/server.js`, as `pnpm start` runs them) on one fresh
 * PostgreSQL database share one pg-boss queue (PGlite is one process's database, so the
 * two-instance run needs PostgreSQL). A receiver on 127.0.0.1 answers 204. This process queues
 * the deliveries the way a review step does: `emitContentEvent` for one piece, 1,000 times, in one
 * transaction, so all 1,000 delivery rows and jobs appear at one commit. Timed from the commit to
 * the 1,000th distinct delivery id at the receiver: once with one instance running, then with
 * two (the ratio is the figure to read on a busy machine).
 */

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createJobQueue } from "@studio/api";
import { emitContentEvent } from "@studio/api/testing";
import { createDb } from "@studio/db";
import { fmt, pass } from "./lib/load.mjs";
import { createPostgresDatabase, login, postgresAvailable, startServer } from "./lib/server.mjs";

const DELIVERIES = Number(process.env.BENCH_WEBHOOK_DELIVERIES ?? 1000);
const GOAL_SECONDS = 30;
const PG_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

async function startReceiver() {
  const seen = new Map();
  let waiter = null;
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const id = String(req.headers["x-pressroom-delivery"]);
      const batch = seen.get(req.headers["x-bench-batch"] ?? "") ?? new Set();
      seen.set(req.headers["x-bench-batch"] ?? "", batch);
      batch.add(id);
      res.writeHead(204).end();
      if (waiter && countAll() >= waiter.count) waiter.resolve(performance.now());
    });
  });
  const countAll = () => [...seen.values()].reduce((n, s) => n + s.size, 0);
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    count: countAll,
    until(count, timeoutMs) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${countAll()} of ${count} in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiter = {
          count,
          resolve: (at) => {
            clearTimeout(timer);
            waiter = null;
            resolve(at);
          },
        };
      });
    },
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Queues `n` deliveries of one review step in one transaction, as a review step does. */
async function queueDeliveries(handle, queue, contentId, n) {
  await handle.db.transaction().execute(async (trx) => {
    for (let i = 0; i < n; i += 1) {
      await emitContentEvent(trx, queue, "content.approved", {
        id: contentId,
        version: 1,
        status: "approved",
      });
    }
  });
  return performance.now();
}

async function main() {
  if (!(await postgresAvailable(PG_ADMIN_URL))) {
    writeReport(`PostgreSQL not reachable at ${PG_ADMIN_URL}: skipped.`, true);
    return;
  }
  const pg = await createPostgresDatabase(PG_ADMIN_URL);
  const dataDirs = [
    mkdtempSync(join(tmpdir(), "bench-wh-a-")),
    mkdtempSync(join(tmpdir(), "bench-wh-b-")),
  ];
  const receiver = await startReceiver();
  const env = { WEBHOOK_ALLOW_PRIVATE: "true", LOG_LEVEL: "error" };
  const servers = [];
  let handle;
  let queue;
  try {
    servers.push(await startServer({ dataDir: dataDirs[0], databaseUrl: pg.url, env }));
    const [a] = servers;
    const cookie = await login(a.url);
    const json = { cookie, "content-type": "application/json" };
    const hook = await fetch(`${a.url}/api/webhooks`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ url: receiver.url, events: ["content.approved"] }),
    });
    if (hook.status !== 201) throw new Error(`webhook registration answered ${hook.status}`);
    const [product] = await (await fetch(`${a.url}/api/products`)).json();
    const [topic] = await (await fetch(`${a.url}/api/topics?productId=${product.id}`)).json();
    const generated = await fetch(`${a.url}/api/generate`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ productId: product.id, topicId: topic.id, botType: "newsletter" }),
    });
    const { contentId } = await generated.json();

    // This process only queues (no workers): it is the review step, not an instance.
    handle = await createDb({ databaseUrl: pg.url, poolSize: 2 });
    queue = createJobQueue(handle.queueConnection);
    await queue.start();

    const runs = [];
    for (const instances of [1, 2]) {
      while (servers.length < instances) {
        servers.push(
          await startServer({ dataDir: dataDirs[servers.length], databaseUrl: pg.url, env }),
        );
      }
      const before = receiver.count();
      const done = receiver.until(before + DELIVERIES, 120_000);
      const committed = await queueDeliveries(handle, queue, contentId, DELIVERIES);
      const finished = await done;
      const seconds = (finished - committed) / 1000;
      runs.push({ instances, seconds, rate: DELIVERIES / seconds });
      console.log(`${instances} instance(s): ${DELIVERIES} deliveries in ${fmt(seconds, 1)} s`);
    }
    const two = runs.find((r) => r.instances === 2);
    const one = runs.find((r) => r.instances === 1);
    const ok = two.seconds < GOAL_SECONDS;
    const [l1, l5] = loadavg();
    writeReport(
      [
        `${DELIVERIES} deliveries queued in one transaction (a delivery row and a pg-boss job each), timed from the commit to the last distinct delivery id at a local receiver answering 204. PostgreSQL, built servers. Load average ${fmt(l1, 1)} / ${fmt(l5, 1)} on ${cpus().length} cores.`,
        "",
        "| instances | drain (s) | deliveries/s |",
        "| --- | --- | --- |",
        ...runs.map((r) => `| ${r.instances} | ${fmt(r.seconds, 1)} | ${fmt(r.rate)} |`),
        "",
        `Two instances against one: ${fmt(one.seconds / two.seconds, 2)}× the rate. Goal: ${DELIVERIES} in < ${GOAL_SECONDS} s with two instances: **${pass(ok)}** (${fmt(two.seconds, 1)} s).`,
      ].join("\n"),
      ok,
    );
    if (!ok) process.exitCode = 1;
  } finally {
    await queue?.stop();
    await handle?.close();
    for (const s of servers) await s.stop();
    await receiver.close();
    await pg.drop();
    for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  }
}

function writeReport(body, ok) {
  const file = process.env.BENCH_REPORT_FILE;
  const text = `## Webhook deliveries through the job queue (bench/webhooks.bench.mjs)\n\n${body}\n`;
  if (file) writeFileSync(file, text);
  else console.log(text);
  if (!ok) process.exitCode = 1;
}

await main();
