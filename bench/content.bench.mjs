/**
 * Content library benchmark (issue 12), run by `pnpm bench` through bench/run.mjs, or alone with
 * `node --import tsx bench/content.bench.mjs`.
 *
 * Seeds 100,000 generated items (generate_series in SQL, each with its version 1) across 20
 * owners, then times the library's service call (`listContent`: the query the `content.list`
 * procedure and GET /api/content run) in-process: the first page of one owner's library, the
 * first page of the administrators' "All content", and searches. Goals: first page p95 < 50 ms,
 * search p95 < 100 ms, on PGlite and on PostgreSQL (BENCH_DATABASE_URL, default the machine's;
 * the bench creates and drops its own database).
 *
 * BENCH_CONTENT_ITEMS (100000), BENCH_CONTENT_RUNS (200), BENCH_ENGINES=pglite,postgres.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { listContent } from "@studio/api/testing";
import { forEachEngine, sql, withMigratedDb } from "./lib/databases.mjs";
import { fmt, pass } from "./lib/load.mjs";
import { WORDS } from "./lib/scale-seed.mjs";
import { timeRuns } from "./lib/timing.mjs";

const ITEMS = Number(process.env.BENCH_CONTENT_ITEMS ?? 100_000);
const RUNS = Number(process.env.BENCH_CONTENT_RUNS ?? 200);
const OWNERS = 20;
const GOALS = { firstPageP95: 50, searchP95: 100 };
const SEARCHES = ["dividend", "payout ratio", "semicond", "gold silver", "treasury yield", "merg"];

async function seed(db) {
  const started = performance.now();
  await sql`insert into products (name) values ('Dividend Growth Insider'), ('Income Options Weekly')`.execute(
    db,
  );
  await sql`
    insert into users (username, email, username_key, email_key, password_hash, approved)
    select 'writer' || g, 'writer' || g || '@example.com', 'writer' || g,
      'writer' || g || '@example.com', 'x', true
    from generate_series(1, ${OWNERS}) g`.execute(db);
  const words = `{${WORDS.join(",")}}`;
  // A bulk load: GIN's pending list takes the rows quickly, then vacuum merges it into the
  // index, and the index is left as the migration made it.
  await sql`alter index generated_content_search_idx set (fastupdate = on)`.execute(db);
  // Each item: an owner, a type, a product, a title and ~60 words of text from the vocabulary;
  // timestamps spread over a year so the order is realistic.
  await sql`
    insert into generated_content
      (product_id, user_id, bot_type, title, content, status, created_at, updated_at)
    select
      1 + (g % 2),
      1 + ((g / 7) % ${OWNERS}),
      (array['newsletter','sam','gift','image'])[1 + (g % 4)],
      'Newsletter: ' || w[1 + (g % 30)] || ' and ' || w[1 + ((g / 7) % 30)] || ' #' || g,
      '##Subject: ' || w[1 + (g % 30)] || '##' || E'\n' ||
        repeat(w[1 + (g * 7 % 30)] || ' ' || w[1 + (g * 11 % 30)] || ' ' || w[1 + (g * 13 % 30)] || ' '
          || w[1 + (g * 17 % 30)] || ' ', 15),
      (array['draft','in_review','approved'])[1 + ((g / 2) % 3)],
      now() - (g || ' minutes')::interval,
      now() - (g || ' minutes')::interval
    from generate_series(1, ${ITEMS}) g, (select ${words}::text[] as w) words`.execute(db);
  await sql`
    insert into content_versions (content_id, number, title, content, source, author_id, created_at)
    select id, 1, title, content, 'generated', user_id, created_at from generated_content`.execute(
    db,
  );
  await sql`vacuum analyze`.execute(db);
  await sql`alter index generated_content_search_idx set (fastupdate = off)`.execute(db);
  return performance.now() - started;
}

function benchEngine(engine) {
  console.log(`content bench on ${engine}: seeding ${ITEMS} items...`);
  return withMigratedDb(engine, { poolSize: 4 }, async (db) => {
    const seedMs = await seed(db);
    const loadBefore = loadavg()[0];
    const user = { id: 1, role: "user" };
    const admin = { id: 2, role: "admin" };
    const firstPage = await timeRuns(RUNS, (i) =>
      listContent(db, { ...user, id: 1 + (i % OWNERS) }, { limit: 24, scope: "mine" }),
    );
    const allContent = await timeRuns(RUNS, () =>
      listContent(db, admin, { limit: 24, scope: "all" }),
    );
    const filtered = await timeRuns(RUNS, (i) =>
      listContent(
        db,
        { ...user, id: 1 + (i % OWNERS) },
        {
          limit: 24,
          scope: "mine",
          status: "approved",
          botType: "newsletter",
        },
      ),
    );
    const search = await timeRuns(RUNS, (i) =>
      listContent(
        db,
        { ...user, id: 1 + (i % OWNERS) },
        {
          limit: 24,
          scope: "mine",
          q: SEARCHES[i % SEARCHES.length],
        },
      ),
    );
    const searchAll = await timeRuns(RUNS, (i) =>
      listContent(db, admin, { limit: 24, scope: "all", q: SEARCHES[i % SEARCHES.length] }),
    );
    // A later page through the cursor costs the same as the first (keyset, no offset).
    const first = await listContent(db, user, { limit: 24, scope: "mine" });
    const nextPage = await timeRuns(RUNS, () =>
      listContent(db, user, {
        limit: 24,
        scope: "mine",
        cursor: first.nextCursor ?? undefined,
      }),
    );
    const load = `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
    const r = {
      engine,
      seedMs,
      load,
      firstPage,
      allContent,
      filtered,
      search,
      searchAll,
      nextPage,
    };
    console.log(
      `${engine}: seed ${fmt(seedMs / 1000, 1)} s; first page p95 ${fmt(firstPage.p95, 1)} ms; search p95 ${fmt(search.p95, 1)} ms`,
    );
    return r;
  });
}

const { results } = await forEachEngine("pglite,postgres", benchEngine);

const row = (label, m, goal) =>
  `| ${label} | ${fmt(m.p50, 1)} | ${fmt(m.p95, 1)} | ${goal ? `< ${goal}` : "—"} | ${goal ? pass(m.p95 < goal) : "—"} |`;
let ok = true;
const lines = [
  "## Content library (bench/content.bench.mjs)",
  "",
  `${ITEMS.toLocaleString("en")} items across ${OWNERS} owners, seeded with generate_series; ${RUNS} timed calls of the library service (\`listContent\`, what \`content.list\` and GET /api/content run) per row, 24 items a page, in-process.`,
  "",
];
for (const r of results) {
  ok &&= r.firstPage.p95 < GOALS.firstPageP95 && r.allContent.p95 < GOALS.firstPageP95;
  ok &&= r.search.p95 < GOALS.searchP95 && r.searchAll.p95 < GOALS.searchP95;
  lines.push(
    `### ${r.engine === "pglite" ? "PGlite" : "PostgreSQL"} (seeded in ${fmt(r.seedMs / 1000, 1)} s; 1-minute load average ${r.load} on ${cpus().length} cores)`,
    "",
    "| query | p50 ms | p95 ms | goal p95 | |",
    "|---|---:|---:|---:|---|",
    row("first page, one owner", r.firstPage, GOALS.firstPageP95),
    row("first page, All content (admin)", r.allContent, GOALS.firstPageP95),
    row("type + status filter, one owner", r.filtered),
    row("next page by cursor, one owner", r.nextPage),
    row("search, one owner", r.search, GOALS.searchP95),
    row("search, All content (admin)", r.searchAll, GOALS.searchP95),
    "",
  );
}
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(ok ? 0 : 1);
