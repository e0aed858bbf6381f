/**
 * Admin dashboard benchmark (issue 18 item 5), run by `pnpm bench` through bench/run.mjs, or alone
 * with `node --import tsx bench/dashboard.bench.mjs`.
 *
 * Seeds 1,000,000 generated items, 20,000 users, 200 products and 5,000 topics (generate_series in
 * SQL), then times the dashboard service (`dashboard`: what the `admin.dashboard` procedure runs,
 * counts and "Recent Activity") in-process, and, for comparison, the three `count(*)` the
 * dashboard ran before its counters. Goal: dashboard p95 < 50 ms on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL, default the machine's; the bench creates and drops its own database).
 * It also checks the counters against a real count after the seed.
 *
 * BENCH_DASHBOARD_ITEMS (1000000), BENCH_DASHBOARD_RUNS (200), BENCH_ENGINES=pglite,postgres.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { dashboard } from "@studio/api/testing";
import { forEachEngine, sql, withMigratedDb } from "./lib/databases.mjs";
import { fmt, pass } from "./lib/load.mjs";
import { timeRuns } from "./lib/timing.mjs";

const ITEMS = Number(process.env.BENCH_DASHBOARD_ITEMS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 200);
const USERS = 20_000;
const PRODUCTS = 200;
const TOPICS = 5_000;
const GOALS = { dashboardP95: 50 };
/** Rows inserted per statement: a million in one statement holds its whole transition table. */
const BATCH = 100_000;

async function seed(db) {
  const started = performance.now();
  await sql`
    insert into users (username, email, username_key, email_key, password_hash, approved)
    select 'reader' || g, 'reader' || g || '@example.com', 'reader' || g,
      'reader' || g || '@example.com', 'x', g % 3 = 0
    from generate_series(1, ${USERS}) g`.execute(db);
  await sql`insert into products (name) select 'Letter ' || g from generate_series(1, ${PRODUCTS}) g`.execute(
    db,
  );
  await sql`
    insert into topics (name, product_id)
    select 'Topic ' || g, 1 + (g % ${PRODUCTS}) from generate_series(1, ${TOPICS}) g`.execute(db);
  // Short texts: the dashboard never reads them, and the search column's tsvector is computed
  // for every row, which is most of the seeding time.
  for (let from = 1; from <= ITEMS; from += BATCH) {
    const to = Math.min(ITEMS, from + BATCH - 1);
    await sql`
      insert into generated_content
        (product_id, topic_id, user_id, bot_type, title, content, created_at, updated_at)
      select
        1 + (g % ${PRODUCTS}), 1 + (g % ${TOPICS}), 1 + (g % ${USERS}),
        (array['newsletter','sam','gift','image'])[1 + (g % 4)],
        'Item #' || g, 'x',
        now() - ((${ITEMS} - g) || ' seconds')::interval,
        now() - ((${ITEMS} - g) || ' seconds')::interval
      from generate_series(${from}::int, ${to}::int) g`.execute(db);
  }
  await sql`vacuum analyze`.execute(db);
  return performance.now() - started;
}

/** The dashboard's counts as they were before the counters: three full counts. */
function countByScan(db) {
  return sql`
    select
      (select count(*)::int from products) as products,
      (select count(*)::int from topics) as topics,
      (select count(*)::int from generated_content) as generated`.execute(db);
}

function benchEngine(engine) {
  console.log(`dashboard bench on ${engine}: seeding ${ITEMS} items...`);
  return withMigratedDb(engine, { poolSize: 4 }, async (db) => {
    const seedMs = await seed(db);
    const loadBefore = loadavg()[0];
    const answer = await dashboard(db);
    const truth = (await countByScan(db)).rows[0];
    const exact =
      answer.counts.products === truth.products &&
      answer.counts.topics === truth.topics &&
      answer.counts.generated === truth.generated &&
      answer.counts.generated === ITEMS;
    const newest = answer.recent[0]?.title === `Item #${ITEMS}` && answer.recent.length === 5;
    const service = await timeRuns(RUNS, () => dashboard(db));
    // The old way, fewer runs: each one reads every row.
    const scan = await timeRuns(Math.min(RUNS, 20), () => countByScan(db));
    const load = `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
    console.log(
      `${engine}: seed ${fmt(seedMs / 1000, 1)} s; dashboard p95 ${fmt(service.p95, 1)} ms; count(*) p95 ${fmt(scan.p95, 1)} ms; exact ${exact}`,
    );
    return { engine, seedMs, load, service, scan, exact, newest, counts: answer.counts };
  });
}

const { results } = await forEachEngine("pglite,postgres", benchEngine);

let ok = true;
const lines = [
  "## Admin dashboard (bench/dashboard.bench.mjs)",
  "",
  `${ITEMS.toLocaleString("en")} generated items, ${USERS.toLocaleString("en")} users, ${PRODUCTS} products and ${TOPICS.toLocaleString("en")} topics, seeded with generate_series; ${RUNS} timed calls of the dashboard service (\`dashboard\`: what \`admin.dashboard\` runs, the three counts from trigger-kept counters and the 5 newest items by index), in-process. For comparison, the three \`count(*)\` the dashboard ran before (20 calls).`,
  "",
  "| engine | seed s | load avg (1 min) | dashboard p50 ms | dashboard p95 ms | goal p95 | | old count(*) p50 / p95 ms | counts exact | newest first |",
  "|---|---:|---|---:|---:|---:|---|---:|---|---|",
];
for (const r of results) {
  const met = r.service.p95 < GOALS.dashboardP95 && r.exact && r.newest;
  ok &&= met;
  lines.push(
    `| ${r.engine === "pglite" ? "PGlite" : "PostgreSQL"} | ${fmt(r.seedMs / 1000, 1)} | ${r.load} on ${cpus().length} cores | ${fmt(r.service.p50, 2)} | ${fmt(r.service.p95, 2)} | < ${GOALS.dashboardP95} | ${pass(met)} | ${fmt(r.scan.p50, 1)} / ${fmt(r.scan.p95, 1)} | ${r.exact ? "yes" : `NO (${JSON.stringify(r.counts)})`} | ${r.newest ? "yes" : "NO"} |`,
  );
}
lines.push("");
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(ok ? 0 : 1);
