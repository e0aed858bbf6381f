/**
 * Scale benchmark (issue 18 item 6): every screen at 100× the data. Run by `pnpm bench` through
 * bench/run.mjs, alone with `pnpm bench scale` (bench/run.mjs keeps the other sections of
 * bench/results/latest.md when given a filter), or with `node --import tsx bench/scale.bench.mjs`
 * (report on stdout), after `pnpm turbo run build`.
 *
 * Per engine (PostgreSQL: a database of its own on BENCH_DATABASE_URL's server; PGlite: a fresh
 * data dir), both dropped afterwards:
 * 1. Seeds 20,000 users (30% pending, 2% administrators), 100,000 generated items with their
 *    versions, events and approvals, 3,000 conversations for one person and 2,000 messages in
 *    one of them, with set-based SQL (bench/lib/scale-seed.mjs), and reports how long it took.
 * 2. Starts the built server on it and, in headless Chromium (/usr/bin/chromium, cold cache, one
 *    fresh context per visit), opens /admin/users, /admin and /chat as the right person, the
 *    2,000-message conversation, and /content. Time to content is from navigation start until
 *    the first seeded text of that screen (a username, an item title, a conversation title, a
 *    message) is in the page, to the next animation frame; then, 1 s later, the DOM node count.
 *    On the open conversation it then counts the bytes the page receives in 11 s of idling
 *    (CDP Network.loadingFinished encodedDataLength: headers and body as received) and divides
 *    by the number of message polls.
 * 3. Times the list paths of the REST API on loopback, one request at a time, with the documented
 *    paging parameters (`limit`, `q`, chat `after`), reporting status codes and response sizes: a
 *    server that ignores a parameter shows up as a large response, not as an error.
 * Goals (issue 18): content < 1 s with < 5,000 DOM nodes on every screen; an idle poll < 1 KB; a
 * list page < 50 ms p95.
 *
 * Environment: BENCH_ENGINES=postgres,pglite; BENCH_DATABASE_URL (the PostgreSQL server's admin
 * URL); BENCH_SCALE_DATABASE (use this database name instead of a random one; replaced if it
 * exists); BENCH_SCALE_USERS (20000), BENCH_SCALE_ITEMS (100000), BENCH_SCALE_CONVERSATIONS
 * (3000), BENCH_SCALE_MESSAGES (2000); BENCH_SCALE_RUNS (3 visits per screen, median);
 * BENCH_SCALE_SCREEN_TIMEOUT_MS (20000: a screen slower than that is reported as "> 20 s"; a
 * screen slower than 5 s is visited only once); BENCH_SCALE_CONVERSATION_TIMEOUT_MS (60000: the
 * open conversation is waited for longer, so its idle cost is measured even when it is slow);
 * BENCH_SCALE_IDLE_MS (11000); BENCH_SCALE_API_RUNS (200) and BENCH_SCALE_API_SECONDS (5:
 * whichever ends a path's loop first).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { createDb, migrateToLatest } from "@studio/db";
import { headlessChromium } from "../tools/chromium.mjs";
import { forEachEngine, PG_ADMIN_URL } from "./lib/databases.mjs";
import { fmt, median, pass } from "./lib/load.mjs";
import { countSeeded, FIRST_NAMES, SCALE_USER, seedScale } from "./lib/scale-seed.mjs";
import { BENCH_ADMIN, createPostgresDatabase, login, startServer } from "./lib/server.mjs";

const env = (name, fallback) => Number(process.env[name] ?? fallback);
const SIZES = {
  users: env("BENCH_SCALE_USERS", 20_000),
  items: env("BENCH_SCALE_ITEMS", 100_000),
  conversations: env("BENCH_SCALE_CONVERSATIONS", 3_000),
  messages: env("BENCH_SCALE_MESSAGES", 2_000),
};
const RUNS = env("BENCH_SCALE_RUNS", 3);
const SCREEN_TIMEOUT_MS = env("BENCH_SCALE_SCREEN_TIMEOUT_MS", 20_000);
const IDLE_MS = env("BENCH_SCALE_IDLE_MS", 11_000);
const API_RUNS = env("BENCH_SCALE_API_RUNS", 200);
const API_SECONDS = env("BENCH_SCALE_API_SECONDS", 5);
const CONVERSATION_TIMEOUT_MS = env("BENCH_SCALE_CONVERSATION_TIMEOUT_MS", 60_000);
/** A screen this much slower than its goal is visited once: more runs would not change the verdict. */
const REPEAT_BELOW_MS = 5000;
const GOALS = { contentMs: 1000, domNodes: 5000, idlePollBytes: 1024, listP95Ms: 50 };
/** How long after content shows the DOM is counted (lists may render in more than one pass). */
const SETTLE_MS = 1000;
/** The user search the API rows use: one seeded first name, so 1 user in 20 matches. */
const USER_SEARCH = FIRST_NAMES[0];

/** The screens, each with who opens it and the seeded text that means "content is there". */
function screens(seeded) {
  return [
    {
      key: "users",
      label: "`/admin/users` (user list)",
      path: "/admin/users",
      as: BENCH_ADMIN,
      marker: /@scale\.example/,
    },
    {
      key: "dashboard",
      label: "`/admin` (dashboard: Recent Activity rows)",
      path: "/admin",
      as: BENCH_ADMIN,
      marker: /Scale item #\d+/,
    },
    {
      key: "chat",
      label: "`/chat` (conversation list)",
      path: "/chat",
      as: SCALE_USER,
      marker: /Scale chat #\d+/,
    },
    {
      key: "conversation",
      label: `\`/chat/<id>\` (the ${SIZES.messages.toLocaleString("en")}-message conversation open)`,
      path: `/chat/${seeded.bigConversation.id}`,
      as: SCALE_USER,
      marker: /Scale message #\d+/,
      idle: true,
      timeoutMs: CONVERSATION_TIMEOUT_MS,
    },
    {
      key: "content",
      label: "`/content` (My Content)",
      path: "/content",
      as: SCALE_USER,
      marker: /Scale item #\d+/,
    },
  ];
}

/** The list paths of the REST API, with the documented paging parameters (SPEC 7, issue 18). */
function apiPaths(seeded) {
  const big = seeded.bigConversation;
  return [
    { path: "/api/users?limit=50", as: BENCH_ADMIN },
    { path: `/api/users?q=${USER_SEARCH}&limit=50`, as: BENCH_ADMIN },
    { path: "/api/products", as: null },
    { path: "/api/conversations?limit=50", as: SCALE_USER },
    { path: "/api/content?limit=20", as: SCALE_USER },
    { path: `/api/conversations/${big.id}/messages?limit=50`, as: SCALE_USER },
    // What an idle REST poll asks for: nothing newer than the newest message it has.
    {
      path: `/api/conversations/${big.id}/messages?after=${big.newestMessageId}`,
      as: SCALE_USER,
      poll: true,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Seeding

async function prepareEngine(engine) {
  if (engine === "pglite") {
    const dataDir = mkdtempSync(join(tmpdir(), "bench-scale-"));
    return {
      dataDir,
      open: () => createDb({ dataDir }),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const pg = await createPostgresDatabase(PG_ADMIN_URL, process.env.BENCH_SCALE_DATABASE);
  // The server still wants a data dir (for its files), though the rows live in PostgreSQL.
  const dataDir = mkdtempSync(join(tmpdir(), "bench-scale-files-"));
  return {
    dataDir,
    databaseUrl: pg.url,
    open: () => createDb({ databaseUrl: pg.url, poolSize: 2 }),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await pg.drop();
    },
  };
}

async function seed(target) {
  const handle = await target.open();
  try {
    const migrateStarted = performance.now();
    await migrateToLatest(handle.db);
    const migrateMs = performance.now() - migrateStarted;
    const seeded = await seedScale(handle.db, SIZES);
    const counts = await countSeeded(handle.db);
    return { ...seeded, migrateMs, counts };
  } finally {
    // The server opens the database next; PGlite's data dir takes one process at a time.
    await handle.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Browser

/**
 * Runs in the page before its own scripts: watches the DOM for the first text matching the
 * screen's marker and records, at the next animation frame (when it can be painted), the time
 * since navigation start. Cheaper than polling the whole DOM while a large list renders.
 */
function watchForContent({ source, flags }) {
  const marker = new RegExp(source, flags);
  window.__scaleContent = null;
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === "characterData" ? [record.target] : record.addedNodes;
      for (const node of nodes) {
        if (marker.test(node.textContent ?? "")) {
          observer.disconnect();
          const inDom = performance.now();
          requestAnimationFrame(() => {
            window.__scaleContent = { inDom, frame: performance.now() };
          });
          return;
        }
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** `promise`, or `fallback` if it has not settled within `ms` (a page busy for minutes). */
function within(promise, ms, fallback) {
  let timer;
  return Promise.race([
    promise.catch(() => fallback),
    new Promise((resolve) => {
      timer = setTimeout(() => resolve(fallback), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * One cold visit of a screen in a fresh context signed in as `screen.as`: time to content, DOM
 * nodes, bytes received until content; with `idle`, what the page receives while idling.
 */
async function visit(browser, baseUrl, screen) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const signIn = await context.request.post(`${baseUrl}/api/login`, {
      data: { username: screen.as.username, password: screen.as.password, rememberMe: false },
    });
    if (!signIn.ok()) throw new Error(`sign-in as ${screen.as.username}: ${signIn.status()}`);
    await context.addInitScript(watchForContent, {
      source: screen.marker.source,
      flags: screen.marker.flags,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const urls = new Map();
    const received = [];
    cdp.on("Network.requestWillBeSent", (e) => urls.set(e.requestId, e.request.url));
    cdp.on("Network.loadingFinished", (e) =>
      received.push({
        url: urls.get(e.requestId) ?? "",
        bytes: e.encodedDataLength,
        at: Date.now(),
      }),
    );

    const started = Date.now();
    await page.goto(`${baseUrl}${screen.path}`, { waitUntil: "commit" });
    // Capped here too: while the renderer is busy for minutes (a 20,000-card list), Playwright's
    // own timeout does not fire until the page answers.
    const shown = await within(
      page
        .waitForFunction(() => window.__scaleContent, null, {
          timeout: timeoutOf(screen),
          polling: 50,
        })
        .then((h) => h.jsonValue()),
      timeoutOf(screen) + 1000,
      null,
    );
    const shownAt = Date.now();
    const result = {
      contentMs: shown ? shown.frame : null,
      wallMs: shownAt - started,
      bytesToContent: received.reduce((a, r) => a + r.bytes, 0),
      requestsToContent: received.length,
      landed: new URL(page.url()).pathname,
    };
    if (shown) {
      // The marker must be on screen, not only in the DOM (a hidden drawer would not count).
      result.visible = await within(
        page.getByText(screen.marker).first().isVisible(),
        10_000,
        false,
      );
      await page.waitForTimeout(SETTLE_MS);
    }
    result.domNodes = await within(
      page.evaluate(() => document.getElementsByTagName("*").length),
      shown ? 15_000 : 5_000,
      null,
    );
    if (shown && screen.idle) {
      const idleStart = Date.now();
      await page.waitForTimeout(IDLE_MS);
      const idle = received.filter((r) => r.at >= idleStart);
      const polls = idle.filter((r) => /messages/.test(r.url));
      result.idle = {
        bytes: idle.reduce((a, r) => a + r.bytes, 0),
        requests: idle.length,
        polls: polls.length,
        pollBytes: polls.reduce((a, r) => a + r.bytes, 0),
        others: [
          ...new Set(idle.filter((r) => !/messages/.test(r.url)).map((r) => shortUrl(r.url))),
        ],
      };
    }
    return result;
  } finally {
    await within(context.close(), 10_000, undefined);
  }
}

function timeoutOf(screen) {
  return screen.timeoutMs ?? SCREEN_TIMEOUT_MS;
}

function shortUrl(url) {
  const u = new URL(url);
  return `${u.pathname}${u.search}`.slice(0, 80);
}

const launch = () => chromium.launch(headlessChromium);

async function measureScreens(baseUrl, seeded) {
  let browser = await launch();
  try {
    return await visitScreens(baseUrl, seeded, {
      browser: () => browser,
      // A page that never showed its content may keep its renderer busy for minutes: a new
      // browser, so the next screen is not measured next to it.
      restart: async () => {
        await within(browser.close(), 30_000, undefined);
        browser = await launch();
      },
    });
  } finally {
    await within(browser.close(), 30_000, undefined);
  }
}

async function visitScreens(baseUrl, seeded, browsers) {
  // One visit to warm the server's file cache (the SPA's chunks), not the browser's.
  const warm = await browsers.browser().newContext();
  await (await warm.newPage()).goto(`${baseUrl}/login`, { waitUntil: "load" });
  await warm.close();
  const results = [];
  for (const screen of screens(seeded)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) {
      const run = await visit(browsers.browser(), baseUrl, screen);
      if (run.contentMs === null) await browsers.restart();
      runs.push(run);
      console.log(
        `  ${screen.path}: content ${seconds(run.contentMs, screen)}, ${run.domNodes ?? "?"} DOM nodes${run.idle ? `, idle ${run.idle.bytes} B in ${run.idle.polls} polls` : ""}`,
      );
      if (run.contentMs === null || run.contentMs > REPEAT_BELOW_MS) break;
    }
    const shown = runs.filter((r) => r.contentMs !== null);
    results.push({
      ...screen,
      runs,
      contentMs: shown.length === runs.length ? median(runs.map((r) => r.contentMs)) : null,
      domNodes: median(runs.map((r) => r.domNodes ?? Number.POSITIVE_INFINITY)),
      bytesToContent: median(runs.map((r) => r.bytesToContent)),
      visible: runs.every((r) => r.visible !== false),
      landed: runs[0].landed,
      idle: screen.idle ? worstIdle(runs) : undefined,
    });
  }
  return results;
}

/** The idle figures of the run that received the most (one slow run must not hide a cost). */
function worstIdle(runs) {
  const idles = runs.map((r) => r.idle).filter(Boolean);
  if (idles.length === 0) return null;
  return idles.sort((a, b) => b.bytes - a.bytes)[0];
}

// ---------------------------------------------------------------------------------------------
// API

function p95(sorted) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)];
}

/** One request at a time, as a person paging a list would: latency includes reading the body. */
async function timePath(baseUrl, { path, cookie }) {
  const headers = { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) };
  const once = async () => {
    const t = performance.now();
    const response = await fetch(`${baseUrl}${path}`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    return { ms: performance.now() - t, status: response.status, body, response };
  };
  for (let i = 0; i < 3; i += 1) await once(); // warm-up
  const samples = [];
  const statuses = new Map();
  let last;
  const deadline = performance.now() + API_SECONDS * 1000;
  while (samples.length < API_RUNS && performance.now() < deadline) {
    last = await once();
    samples.push(last.ms);
    statuses.set(last.status, (statuses.get(last.status) ?? 0) + 1);
  }
  samples.sort((a, b) => a - b);
  let rows = null;
  try {
    const json = JSON.parse(last.body.toString("utf8"));
    rows = Array.isArray(json)
      ? json.length
      : Array.isArray(json?.items)
        ? json.items.length
        : null;
  } catch {
    // Not JSON (an error page): rows stay unknown.
  }
  return {
    path,
    n: samples.length,
    p50: samples[Math.floor(samples.length / 2)],
    p95: p95(samples),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(" "),
    ok: statuses.size === 1 && (statuses.has(200) || statuses.has(304)),
    bytes: last.body.length,
    rows,
    nextCursor: last.response.headers.get("x-next-cursor") !== null,
  };
}

async function measureApi(baseUrl, seeded) {
  const cookies = new Map();
  const cookieFor = async (who) => {
    if (!who) return undefined;
    if (!cookies.has(who.username)) cookies.set(who.username, await login(baseUrl, who));
    return cookies.get(who.username);
  };
  const results = [];
  for (const p of apiPaths(seeded)) {
    const r = await timePath(baseUrl, { path: p.path, cookie: await cookieFor(p.as) });
    console.log(
      `  GET ${r.path}: p95 ${fmt(r.p95, 1)} ms (${r.n} requests, ${r.statuses}), ${r.bytes} B, ${r.rows ?? "?"} rows`,
    );
    results.push({ ...r, poll: p.poll === true });
  }
  return results;
}

// ---------------------------------------------------------------------------------------------
// One engine, then the report

async function benchEngine(engine) {
  const target = await prepareEngine(engine);
  try {
    console.log(`scale bench on ${engine}: seeding...`);
    const seeded = await seed(target);
    console.log(
      `  seeded in ${fmt(seeded.seedMs / 1000, 1)} s (${Object.entries(seeded.steps)
        .map(([k, v]) => `${k} ${fmt(v / 1000, 1)} s`)
        .join(", ")}): ${JSON.stringify(seeded.counts)}`,
    );
    const server = await startServer({
      dataDir: target.dataDir,
      databaseUrl: target.databaseUrl,
      timeoutMs: 120_000,
    });
    try {
      const loadBefore = loadavg()[0];
      const screenResults = await measureScreens(server.url, seeded);
      const api = await measureApi(server.url, seeded);
      return {
        engine,
        seeded,
        readyMs: server.readyMs,
        screens: screenResults,
        api,
        load: `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await target.drop();
  }
}

const kb = (bytes) => (bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${bytes} B`);
const seconds = (ms, screen) =>
  ms === null ? `> ${fmt(timeoutOf(screen) / 1000)} s` : `${fmt(ms)} ms`;

function screenOk(s) {
  return (
    s.contentMs !== null &&
    s.contentMs < GOALS.contentMs &&
    s.domNodes < GOALS.domNodes &&
    s.visible &&
    s.landed.startsWith(s.path)
  );
}

/** A list page answers 200 within the goal; the idle poll's answer is also small. */
function apiOk(a) {
  return a.ok && a.p95 < GOALS.listP95Ms && (!a.poll || a.bytes < GOALS.idlePollBytes);
}

function idleOk(idle) {
  return idle !== null && idle.polls > 0 && idle.pollBytes / idle.polls < GOALS.idlePollBytes;
}

function engineSection(r) {
  const name = r.engine === "pglite" ? "PGlite" : "PostgreSQL";
  const c = r.seeded.counts;
  const lines = [
    `### ${name} (seeded in ${fmt(r.seeded.seedMs / 1000, 1)} s; 1-minute load average ${r.load} on ${cpus().length} cores)`,
    "",
    `Seeded ${c.users.toLocaleString("en")} users (${c.pending.toLocaleString("en")} pending, ${c.admins} administrators), ${c.items.toLocaleString("en")} items (${c.versions.toLocaleString("en")} versions, ${c.events.toLocaleString("en")} events, ${c.approvals.toLocaleString("en")} approvals), ${c.conversations.toLocaleString("en")} conversations, ${c.messages.toLocaleString("en")} messages: ${Object.entries(
      r.seeded.steps,
    )
      .map(([k, v]) => `${k} ${fmt(v / 1000, 1)} s`)
      .join(
        ", ",
      )} (migrations before it ${fmt(r.seeded.migrateMs / 1000, 1)} s). Server ready in ${fmt(r.readyMs)} ms (first boot: its seed and administrator).`,
    "",
    `| Screen | Time to content (median of up to ${RUNS}) | DOM nodes | Bytes until content | Goal | |`,
    "|---|---:|---:|---:|---|---|",
  ];
  for (const s of r.screens) {
    const notes = [
      s.landed.startsWith(s.path) ? "" : `ended on \`${s.landed}\``,
      s.visible ? "" : "marker not visible",
      s.runs.length > 1 ? `runs ${s.runs.map((x) => seconds(x.contentMs, s)).join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; ");
    lines.push(
      `| ${s.label}${notes ? ` (${notes})` : ""} | ${seconds(s.contentMs, s)} | ${Number.isFinite(s.domNodes) ? s.domNodes.toLocaleString("en") : "n/a"} | ${kb(s.bytesToContent)} | < 1 s, < 5,000 nodes | ${pass(screenOk(s))} |`,
    );
  }
  const conversation = r.screens.find((s) => s.idle);
  const idle = conversation?.idle;
  lines.push(
    "",
    "| Idle conversation | Result | Goal | |",
    "|---|---|---|---|",
    idle
      ? `| ${fmt(IDLE_MS / 1000)} s idle with the ${SIZES.messages.toLocaleString("en")}-message conversation open (worst of ${conversation.runs.length}) | ${idle.polls} message polls, ${kb(idle.pollBytes)} → **${idle.polls ? kb(Math.round(idle.pollBytes / idle.polls)) : "n/a"} per poll**; all requests ${idle.requests}, ${kb(idle.bytes)}${idle.others.length ? ` (also ${idle.others.map((u) => `\`${u}\``).join(", ")})` : ""} | < 1 KB per poll | ${pass(idleOk(idle))} |`
      : `| ${fmt(IDLE_MS / 1000)} s idle with the conversation open | not measured: the conversation never showed | < 1 KB per poll | MISS |`,
    "",
    "| REST path (sequential requests, loopback) | Status × requests | p50 ms | p95 ms | Response | Goal | |",
    "|---|---|---:|---:|---|---|---|",
  );
  for (const a of r.api) {
    const goal = a.poll ? "< 1 KB, p95 < 50 ms" : "p95 < 50 ms";
    lines.push(
      `| \`GET ${a.path.replace(/\/conversations\/\d+\//, "/conversations/<id>/").replace(/after=\d+/, "after=<newest id>")}\` | ${a.statuses} | ${fmt(a.p50, 1)} | ${fmt(a.p95, 1)} | ${kb(a.bytes)}${a.rows === null ? "" : `, ${a.rows} rows`}${a.nextCursor ? ", X-Next-Cursor" : ""} | ${goal} | ${pass(apiOk(a))} |`,
    );
  }
  lines.push("");
  return {
    lines,
    ok: r.screens.every(screenOk) && idleOk(idle ?? null) && r.api.every(apiOk),
  };
}

const { results, skipped } = await forEachEngine("postgres,pglite", benchEngine);

let ok = results.length > 0;
const lines = [
  "## Scale: every screen at 100× the data (bench/scale.bench.mjs)",
  "",
  `Per engine: ${SIZES.users.toLocaleString("en")} users, ${SIZES.items.toLocaleString("en")} generated items, ${SIZES.conversations.toLocaleString("en")} conversations for one person and ${SIZES.messages.toLocaleString("en")} messages in one of them, seeded with generate_series; then the built server on that database, headless Chromium on loopback (1366×768, cold cache, a fresh context per visit). Time to content: navigation start → the first seeded text of the screen (a user's e-mail, an item title, a conversation title, a message) in the DOM, at the next animation frame; a screen is given ${fmt(SCREEN_TIMEOUT_MS / 1000)} s (the open conversation ${fmt(CONVERSATION_TIMEOUT_MS / 1000)} s, so its idle cost is measured even when slow) and is visited once when slower than ${fmt(REPEAT_BELOW_MS / 1000)} s. DOM nodes: \`document.getElementsByTagName('*').length\` ${fmt(SETTLE_MS)} ms after content. Idle bytes: CDP \`Network.loadingFinished\` encodedDataLength (headers and body) of every response in the window; a poll is a request for messages. REST: one request at a time (up to ${API_RUNS} or ${API_SECONDS} s after 3 warm-ups), \`accept-encoding: identity\`; user search \`q=${USER_SEARCH}\` matches 1 user in 20.`,
  "",
];
if (skipped.length) lines.push(`Skipped: ${skipped.join(", ")}.`, "");
for (const r of results) {
  const section = engineSection(r);
  ok &&= section.ok;
  lines.push(...section.lines);
}
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(ok ? 0 : 1);
