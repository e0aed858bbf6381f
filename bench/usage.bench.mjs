/**
 * Usage queries at 1,000,000 recorded AI calls (issue 15), run by `pnpm bench` through
 * bench/run.mjs, or alone with `node --import tsx bench/usage.bench.mjs`.
 *
 * Seeds a fresh PGlite data dir and a fresh PostgreSQL database (BENCH_DATABASE_URL, default the
 * machine's postgres://postgres@127.0.0.1:5432/postgres; created and dropped here) with
 * BENCH_USAGE_ROWS (1,000,000) ai_calls over 90 days, 500 accounts, 20 products, every kind and
 * three models, in SQL with generate_series, and builds the daily roll-up from them as the app
 * keeps it. Then times, in this process through the app's own services, every usage query: the
 * report for each groupBy over this month and over 90 days, the pre-call quota-and-budget admission,
 * the month's cost and the signed-in person's figure. Goal: every p95 < 200 ms.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { monthCost, releaseSpend, reserveSpend, usageReport } from "@studio/api/testing";
import { readMonthAllowance } from "@studio/db";
import { forEachEngine, sql, withMigratedDb } from "./lib/databases.mjs";
import { fmt, pass } from "./lib/load.mjs";
import { timeRuns } from "./lib/timing.mjs";

const ROWS = Number(process.env.BENCH_USAGE_ROWS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_USAGE_RUNS ?? 40);
const GOAL_P95_MS = 200;

async function seed(db) {
  await sql`insert into products (name) select 'Bench product ' || g from generate_series(1, 20) g`.execute(
    db,
  );
  await sql`
    insert into users (username, email, username_key, email_key, password_hash, approved,
      monthly_token_quota)
    select 'bench_user_' || g, 'bench_user_' || g || '@example.com', 'bench_user_' || g,
      'bench_user_' || g || '@example.com', 'x', true,
      case when g % 5 = 0 then 50000000 end
    from generate_series(1, 500) g`.execute(db);
  await sql`insert into app_meta (key, value) values ('usage.monthly_budget_usd', '100000')`.execute(
    db,
  );
  // Deterministic spread: 90 days by the minute, 30% visitors, each account on one product,
  // image kinds on the image model, an account's text on one of two text models.
  await sql`
    with bounds as (
      select (select min(id) from users where username like 'bench_user_%') as u0,
             (select min(id) from products where name like 'Bench product %') as p0
    ), calls as (
      select g,
        now() - ((g % 129600) * interval '1 minute') as at,
        case when g % 10 < 3 then null else ((g::bigint * 7919) % 500)::int end as u,
        (array['newsletter','sam','gift','chat','image','cover','compliance'])[(g::bigint * 31) % 7 + 1] as kind
      from generate_series(1, ${ROWS}::int) g
    )
    insert into ai_calls (at, user_id, visitor_hash, product_id, kind, provider, model,
      input_tokens, output_tokens, images, estimated, duration_ms, outcome, cost_usd)
    select at,
      case when u is null then null else u0 + u end,
      case when u is null then md5(g::text) end,
      case when kind in ('image', 'cover') then null
           else p0 + coalesce(u, g) % 20 end,
      kind, 'openai',
      case when kind in ('image', 'cover') then 'gpt-image-1'
           when coalesce(u, 0) % 3 = 0 then 'gpt-4.1' else 'gpt-4o-mini' end,
      500 + g % 2000, 200 + g % 800,
      case when kind in ('image', 'cover') then 1 else 0 end,
      false, 1000 + g % 5000,
      case when g % 50 = 0 then 'failed' when g % 40 = 0 then 'stopped' else 'ok' end,
      round((500 + g % 2000) * 0.15 / 1000000 + (200 + g % 800) * 0.6 / 1000000, 6)
    from calls, bounds`.execute(db);
  const rollUp = (table, keys) =>
    sql`
      insert into ${sql.raw(table)} (day, ${sql.raw(keys)}, requests, input_tokens, output_tokens, cost_usd)
      select (at at time zone 'UTC')::date, ${sql.raw(keys)}, count(*), sum(input_tokens),
        sum(output_tokens), sum(cost_usd)
      from ai_calls group by 1, ${sql.raw(keys)}`.execute(db);
  await rollUp("ai_usage_by_kind", "kind, model");
  await rollUp("ai_usage_by_user", "user_id");
  await rollUp("ai_usage_by_product", "product_id");
  await sql`
    insert into ai_usage_by_user_month (month, user_id, requests, input_tokens, output_tokens, cost_usd)
    select date_trunc('month', day)::date, user_id, sum(requests), sum(input_tokens),
      sum(output_tokens), sum(cost_usd)
    from ai_usage_by_user group by 1, 2`.execute(db);
  await sql`analyze`.execute(db);
  const counts = await sql`
    select (select count(*)::int from ai_calls) as calls,
           (select count(*)::int from ai_usage_by_kind) + (select count(*)::int from ai_usage_by_user)
             + (select count(*)::int from ai_usage_by_product)
             + (select count(*)::int from ai_usage_by_user_month) as rollup`.execute(db);
  return counts.rows[0];
}

/** RUNS timed calls after one that warms the caches and the JIT. */
function time(run) {
  return timeRuns(RUNS, run, 1);
}

function benchEngine(engine) {
  console.log(`usage bench: ${engine}, seeding ${ROWS} calls…`);
  return withMigratedDb(engine, {}, async (db) => {
    const started = performance.now();
    const counts = await seed(db);
    const seedSeconds = (performance.now() - started) / 1000;
    const quotaUser = (
      await db
        .selectFrom("users")
        .select("id")
        .where("username", "=", "bench_user_5")
        .executeTakeFirstOrThrow()
    ).id;
    const today = new Date().toISOString().slice(0, 10);
    const ninetyDaysAgo = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const queries = [];
    for (const groupBy of ["day", "user", "product", "botType", "model"]) {
      queries.push([`report groupBy=${groupBy}, this month`, () => usageReport(db, { groupBy })]);
      queries.push([
        `report groupBy=${groupBy}, 90 days`,
        () => usageReport(db, { from: ninetyDaysAgo, to: today, groupBy }),
      ]);
    }
    // The admission reserves the call's estimate (the bench sets a budget, so it always does)
    // and the call's record settles it; here it is given back, leaving the data unchanged.
    queries.push([
      "quota + budget check before a call (reserve and give back)",
      async () => {
        const estimate = { inputTokens: 2000, outputTokens: 1500, images: 0 };
        const id = await reserveSpend(db, { userId: quotaUser, model: "gpt-4o-mini", estimate });
        if (id !== null) await releaseSpend(db, id);
      },
    ]);
    queries.push([
      "an account's month (GET /api/user, uncached)",
      () => readMonthAllowance(db, quotaUser),
    ]);
    queries.push(["this month's cost (dashboard)", () => monthCost(db)]);
    const results = [];
    for (const [name, run] of queries) results.push({ name, ...(await time(run)) });
    for (const q of results)
      console.log(`  ${engine} ${q.name}: p50 ${fmt(q.p50, 1)} ms, p95 ${fmt(q.p95, 1)} ms`);
    return { engine, counts, seedSeconds, results };
  });
}

const loadBefore = loadavg()[0];
const { results: reports, skipped } = await forEachEngine("pglite,postgres", benchEngine);

let failed = false;
const rows = [];
for (const r of reports) {
  for (const q of r.results) {
    const ok = q.p95 < GOAL_P95_MS;
    if (!ok) failed = true;
    rows.push(`| ${r.engine} | ${q.name} | ${fmt(q.p50, 1)} | ${fmt(q.p95, 1)} | ${pass(ok)} |`);
  }
}
const seeded = reports
  .map(
    (r) =>
      `${r.engine}: ${r.counts.calls.toLocaleString("en-US")} calls, ${r.counts.rollup.toLocaleString("en-US")} roll-up rows, seeded in ${fmt(r.seedSeconds, 1)} s`,
  )
  .join("; ");
const report = `## Usage queries at ${ROWS.toLocaleString("en-US")} AI calls (bench/usage.bench.mjs)

${seeded}. Calls spread over 90 days, 500 accounts (30% of calls from visitors), 20 products,
7 kinds, 3 models. Each query runs through the app's services in the bench process, once to
warm up and then ${RUNS} times; ${cpus().length} cores, 1-minute load average ${loadBefore.toFixed(1)} →
${loadavg()[0].toFixed(1)} (the machine is shared, so p95 includes waiting for a core).
Goal: p95 < ${GOAL_P95_MS} ms for every query.
${skipped.length ? `\nSkipped: ${skipped.join("; ")}.\n` : ""}
| Engine | Query | p50 ms | p95 ms | < ${GOAL_P95_MS} ms |
|---|---|---|---|---|
${rows.join("\n")}

Every query reads the roll-ups (\`ai_usage_by_kind\`: day × kind × model;
\`ai_usage_by_user\`: day × account; \`ai_usage_by_user_month\`: month × account;
\`ai_usage_by_product\`: day × product), upserted in the same statement as each \`ai_calls\`
insert, never the raw calls. The quota check reads one monthly row; the account report takes
whole months from the monthly roll-up and only the edge days from the daily one (a 90-day
range over 500 accounts otherwise aggregates 45,000 rows). A first version kept one roll-up keyed by day ×
account × product × kind × model: 136,332 rows for these calls, and the 90-day reports by account
and by product took 650 and 1,200 ms (p95) on PostgreSQL, because that key grows almost as fast
as the calls.
`;
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, report);
else console.log(report);
process.exit(failed ? 1 : 0);
