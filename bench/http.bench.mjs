/**
 * HTTP benchmark (issue 7), run by `pnpm bench` through bench/run.mjs, or alone with
 * `node --import tsx bench/http.bench.mjs` after `pnpm build`.
 *
 * The built server (`node apps/server/dist/server.js`, as `pnpm start` runs it) on loopback, on
 * a fresh PGlite data dir and on a fresh PostgreSQL database (BENCH_DATABASE_URL, default the
 * machine's postgres://postgres@127.0.0.1:5432/postgres; the bench creates and drops its own
 * database). autocannon drives it from this process. Every figure is a ratio to the bare
 * /healthz route measured in the same run (before and after, averaged), so a busy machine moves
 * numerator and denominator together.
 *
 * BENCH_ROUNDS (5) × BENCH_SLICE_SECONDS (2) per path, BENCH_SECONDS (10) for login;
 * BENCH_ENGINES=pglite,postgres; BENCH_SERVER_ENTRY (a private build); BENCH_CPU_PROF=<dir> starts
 * the server with --cpu-prof into that directory (bench/lib/profile-path.mjs does one path).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative } from "node:path";
import { hashPassword, verifyPassword } from "@studio/api";
import { forEachEngine, PG_ADMIN_URL } from "./lib/databases.mjs";
import { fmt, load, median, pass, pct } from "./lib/load.mjs";
import {
  createPostgresDatabase,
  login,
  prepareDataDir,
  repoRoot,
  serverEntry,
  startServer,
} from "./lib/server.mjs";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SLICE_SECONDS = Number(process.env.BENCH_SLICE_SECONDS ?? 2);
const LOGIN_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const LOGIN_CONNECTIONS = 16;

const GOALS = { readRatio: 0.5, readP99: 25, signedInRatio: 0.35, hashMin: 50, hashMax: 150 };

/** One argon2 hash and one verification, sequential, on an idle server: the login's CPU floor. */
async function passwordCost() {
  const hashes = [];
  const verifies = [];
  let stored = await hashPassword("warm-up password");
  for (let i = 0; i < 7; i += 1) {
    let t = performance.now();
    stored = await hashPassword(`bench password ${i}`);
    hashes.push(performance.now() - t);
    t = performance.now();
    await verifyPassword(stored, `bench password ${i}`);
    verifies.push(performance.now() - t);
  }
  return { hashMs: median(hashes), verifyMs: median(verifies) };
}

/**
 * Logins from 16 connections, each signing in as its own account: the login throttle allows
 * only a few attempts in flight per account and address (a burst on one account is refused
 * with 429, as a password-guessing client should be), so one shared account would measure the
 * throttle instead of argon2. The accounts are created through the admin API first.
 */
async function loadLogins(url, adminCookie) {
  const accounts = [];
  for (let i = 0; i < LOGIN_CONNECTIONS; i++) {
    const account = { username: `bench-login-${i}`, password: `bench-login-password-${i}` };
    const response = await fetch(`${url}/api/users`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie },
      body: JSON.stringify({ ...account, email: `bench-login-${i}@example.com`, role: "user" }),
    });
    if (response.status !== 201) {
      throw new Error(
        `creating a login account answered ${response.status}: ${await response.text()}`,
      );
    }
    accounts.push(account);
  }
  const runs = await Promise.all(
    accounts.map((account) =>
      load({
        url,
        path: "/api/login",
        connections: 1,
        seconds: LOGIN_SECONDS,
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...account, rememberMe: false }),
      }),
    ),
  );
  const sum = (key) => runs.reduce((total, run) => total + run[key], 0);
  return {
    path: "/api/login",
    connections: LOGIN_CONNECTIONS,
    seconds: LOGIN_SECONDS,
    total: sum("total"),
    rps: sum("rps"),
    p50: median(runs.map((r) => r.p50)),
    p99: Math.max(...runs.map((r) => r.p99)),
    max: Math.max(...runs.map((r) => r.max)),
    ok: sum("ok"),
    non2xx: sum("non2xx"),
    s4xx: sum("s4xx"),
    s5xx: sum("s5xx"),
    errors: sum("errors"),
    timeouts: sum("timeouts"),
  };
}

async function benchEngine(engine) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-http-"));
  const database = engine === "postgres" ? await createPostgresDatabase(PG_ADMIN_URL) : null;
  if (!database) await prepareDataDir(dataDir);
  const profDir = process.env.BENCH_CPU_PROF;
  const server = await startServer({
    dataDir,
    databaseUrl: database?.url,
    nodeArgs: profDir ? ["--cpu-prof", `--cpu-prof-dir=${profDir}`] : [],
  });
  const { url } = server;
  try {
    const cookie = await login(url);
    const signedIn = { cookie };
    // Warm the JIT and the pools on each path before measuring anything.
    for (const path of ["/healthz", "/api/products", "/trpc/catalog.products", "/api/user"]) {
      await load({ url, path, connections: 16, seconds: 1, headers: signedIn });
    }
    // Interleaved short slices: bare, then each path, repeated. A ratio is taken within each
    // round (seconds apart), and the median round reported, so the machine's load drifting
    // during the run moves numerator and denominator together.
    const run = (path, extra = {}) =>
      load({ url, path, connections: CONNECTIONS, seconds: SLICE_SECONDS, ...extra });
    const rounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const bare = await run("/healthz");
      const rest = await run("/api/products");
      const trpc = await run("/trpc/catalog.products");
      const user = await run("/api/user", { headers: signedIn });
      const bareAgain = await run("/healthz");
      rounds.push({
        bare: (bare.rps + bareAgain.rps) / 2,
        bareP99: bare.p99,
        rest,
        trpc,
        user,
        errors: [bare, bareAgain],
      });
    }
    const summary = (key) => {
      const runs = rounds.map((r) => r[key]);
      return {
        rps: median(runs.map((r) => r.rps)),
        ratio: median(rounds.map((r) => r[key].rps / r.bare)),
        p50: median(runs.map((r) => r.p50)),
        p99: median(runs.map((r) => r.p99)),
        worstP99: Math.max(...runs.map((r) => r.p99)),
        non2xx: runs.reduce((a, r) => a + r.non2xx, 0),
        errors: runs.reduce((a, r) => a + r.errors + r.timeouts, 0),
        timeouts: 0,
      };
    };
    const bareRuns = rounds.flatMap((r) => r.errors);
    const bare = {
      rps: median(rounds.map((r) => r.bare)),
      ratio: 1,
      p50: median(bareRuns.map((r) => r.p50)),
      p99: median(bareRuns.map((r) => r.p99)),
      worstP99: Math.max(...bareRuns.map((r) => r.p99)),
      non2xx: bareRuns.reduce((a, r) => a + r.non2xx, 0),
      errors: bareRuns.reduce((a, r) => a + r.errors + r.timeouts, 0),
      timeouts: 0,
    };
    const rest = summary("rest");
    const trpc = summary("trpc");
    const user = summary("user");
    const loginRun = await loadLogins(url, cookie);
    loginRun.ratio = loginRun.rps / bare.rps;
    return { engine, bare, rest, trpc, user, login: loginRun };
  } finally {
    const exit = await server.stop();
    if (exit.code !== 0) console.error(`server (${engine}) exited with ${JSON.stringify(exit)}`);
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

function allOk(r) {
  return r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
}

const loadBefore = loadavg()[0];
const cost = await passwordCost();
console.log("password cost", cost);
const { results, skipped } = await forEachEngine("pglite,postgres", async (engine) => {
  const r = await benchEngine(engine);
  console.log(engine, JSON.stringify(r, null, 1));
  return r;
});

let failed = false;
const rows = [];
for (const r of results) {
  const line = (label, x, goal, ok) => {
    if (ok === false) failed = true;
    rows.push(
      `| ${r.engine} | ${label} | ${fmt(x.rps)} | ${pct(x.ratio)} | ${fmt(x.p50)} / ${fmt(x.p99)} (${fmt(x.worstP99)}) | ${x.non2xx + x.errors} | ${goal} | ${ok === undefined ? "" : pass(ok)} |`,
    );
  };
  const clean = (x) => x.non2xx === 0 && x.errors === 0;
  line("bare `GET /healthz`", r.bare, "", undefined);
  for (const [label, x] of [
    ["`GET /api/products` (anonymous)", r.rest],
    ["`GET /trpc/catalog.products` (anonymous)", r.trpc],
  ]) {
    line(
      label,
      x,
      "≥ 50%, p99 < 25 ms",
      clean(x) && x.ratio >= GOALS.readRatio && x.p99 < GOALS.readP99,
    );
  }
  line(
    "`GET /api/user` (session cookie)",
    r.user,
    "≥ 35%",
    clean(r.user) && r.user.ratio >= GOALS.signedInRatio,
  );
  const l = r.login;
  rows.push(
    `| ${r.engine} | \`POST /api/login\` (${LOGIN_CONNECTIONS} connections, one account each, ${LOGIN_SECONDS} s, argon2id) | ${fmt(l.rps, 1)} | ${pct(l.ratio)} | ${fmt(l.p50)} / ${fmt(l.p99)} | ${l.non2xx + l.errors + l.timeouts} | report | ${allOk(l) ? "ok" : "ERRORS"} |`,
  );
  if (!allOk(l)) failed = true;
}
const hashOk = cost.hashMs >= GOALS.hashMin && cost.hashMs <= GOALS.hashMax;
if (!hashOk) failed = true;

const report = `## HTTP read paths and login (bench/http.bench.mjs)

The built server as \`pnpm start\` runs it, on loopback, LOG_LEVEL=warn, driven by autocannon in
another process (${CONNECTIONS} connections, after a 1 s warm-up per path). Each engine runs
${ROUNDS} rounds of ${SLICE_SECONDS} s slices: bare \`/healthz\`, the three read paths, bare again. "Of
bare" is the median over rounds of the path's throughput divided by that round's bare
throughput (mean of its two bare slices); req/s and latencies are medians over rounds, the worst
round's p99 in brackets. Server: \`${relative(repoRoot, serverEntry)}\`. 1-minute load average ${loadBefore.toFixed(2)} →
${loadavg()[0].toFixed(2)} on ${cpus().length} cores (the load generator shares them).
${skipped.length ? `\nSkipped: ${skipped.join("; ")}.\n` : ""}
| Engine | Route | req/s | of bare | p50 / p99 ms | errors + non-2xx | Goal | |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}

Password hashing (argon2id, the parameters in packages/api/src/services/accounts/passwords.ts), median of
7 sequential runs in the bench process: hash ${fmt(cost.hashMs, 1)} ms, verify
${fmt(cost.verifyMs, 1)} ms. Goal 50–150 ms per hash: ${pass(hashOk)}. A login verifies once, so
login throughput is bounded by about cores ÷ verify time
(≈ ${fmt((cpus().length * 1000) / cost.verifyMs, 1)} req/s here).

Where the time went, and what changed (\`node bench/lib/profile-path.mjs <path> <engine> [seconds]
[signed-in]\` profiles the built server under this load and prints the summary):

- Products: on PGlite about 45% of the server's CPU was the embedded database answering the same
  list for every request. packages/api/src/services/catalog/product-list-cache.ts keeps the list per
  instance: dropped by every product write made through the instance before its response leaves,
  by the database's commit-time change notice for anyone else's write
  (packages/db/src/change-feed.ts), and after a 2 s TTL as a safety net.
- tRPC products: the tRPC v11 Fastify adapter pipes every answer through a Fetch \`Response\` and a
  web stream, with abort signals per call; for a cached read that machinery cost more than the
  read (21–30% of bare). apps/server/src/plugins/trpc.ts now sends plain JSON answers as one
  string and keeps the serialized \`catalog.products\` answer for as long as the product cache
  holds the same list object (apps/server/src/public-query-responses.ts).
- Signed-in \`/api/user\`: a session-and-owner read per request (15% of bare on PGlite, 23–31% on
  PostgreSQL). apps/server/src/plugins/session-cache.ts now keeps it per instance, served only
  while the change feed is live, dropped by this instance's own writes at once and by other
  writers' commit notices within milliseconds.
- Every route: @fastify/helmet rebuilt the helmet middleware (re-parsing the CSP) per request,
  about 7% of a cached read's CPU; it is now built once (apps/server/src/plugins/security.ts).
  That speeds up the bare route too, so it lowers every ratio above a little.
`;
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, report);
else console.log(report);
process.exit(failed ? 1 : 0);
