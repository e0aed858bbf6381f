/**
 * Audit trail benchmark (issue 24): what the audit append costs on the write path it joins.
 * `pnpm bench audit`, or `node --import tsx bench/audit.bench.mjs`.
 *
 * One run, on PGlite and on PostgreSQL (BENCH_DATABASE_URL; the bench makes and drops its own
 * database), with 2,000 events already in the chain. Each round times, back to back so they
 * share the machine's load:
 *   A. PUT /api/content/{id}'s service call in-process (`editContent`: compliance check, the
 *      write transaction with its audit event, the item read back), and
 *   B/C. that write transaction alone (lock the item, insert the version, move the head), with
 *      and without `appendAudit`.
 * The audit's cost is B − C; the PUT without it is A − (B − C). Goal: the PUT with the audit
 * append costs < 10% more than without it (medians). B / C is reported too: the transaction
 * alone, where the append is a larger share.
 *
 * BENCH_AUDIT_ROUNDS (300), BENCH_ENGINES=pglite,postgres.
 */
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { editContent } from "@studio/api/testing";
import {
  appendAudit,
  insertContentVersion,
  insertGeneratedContent,
  lockContentItem,
  updateContentHead,
} from "@studio/db";
import { forEachEngine, sql, withMigratedDb } from "./lib/databases.mjs";
import { fmt, median, pass } from "./lib/load.mjs";

const ROUNDS = Number(process.env.BENCH_AUDIT_ROUNDS ?? 300);
const WARMUP = 20;
const GOAL = 1.1;
const PRIOR_EVENTS = 2_000;

/** A realistic piece: ~250 words of a newsletter, so the PUT's compliance check is real work. */
const TEXT = Array.from(
  { length: 10 },
  (_, i) =>
    `##Section ${i + 1}## Dividend growers with payout ratios under 60 percent have raised their payouts through two recessions. Cash flow covers the dividend with room to spare, and the balance sheet carries little debt. Past performance does not guarantee future results.`,
).join("\n");

async function writeTransaction(db, caller, id, withAudit) {
  await db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    const number = head.version + 1;
    await insertContentVersion(trx, {
      contentId: id,
      number,
      title: "Bench item",
      content: `${TEXT} ${number}`,
      source: "edited",
      authorId: caller.id,
      compliance: null,
    });
    await updateContentHead(trx, id, {
      version: number,
      title: "Bench item",
      content: `${TEXT} ${number}`,
      status: "draft",
    });
    if (withAudit) {
      await appendAudit(trx, {
        actorId: caller.id,
        actorName: caller.username,
        action: "edit",
        subjectType: "content",
        subjectId: id,
        version: number,
        detail: { title: "Bench item" },
      });
    }
  });
}

function benchEngine(engine) {
  console.log(`audit bench on ${engine}...`);
  return withMigratedDb(engine, { poolSize: 4 }, async (db) => {
    const [user] = (
      await sql`
        insert into users (username, email, username_key, email_key, password_hash, approved)
        values ('writer', 'writer@example.com', 'writer', 'writer@example.com', 'x', true)
        returning id`.execute(db)
    ).rows;
    const caller = { id: user.id, role: "user", username: "writer" };
    const newItem = () =>
      insertGeneratedContent(db, {
        product_id: null,
        topic_id: null,
        user_id: caller.id,
        bot_type: "newsletter",
        title: "Bench item",
        content: TEXT,
        provider: "offline",
        model: "bench",
        duration_ms: 1,
        size_bytes: TEXT.length,
      });
    const items = [await newItem(), await newItem(), await newItem()];
    for (let i = 0; i < PRIOR_EVENTS; i += 1) {
      await appendAudit(db, { actorId: null, action: "create", subjectType: "user", subjectId: i });
    }

    const put = [];
    const withAudit = [];
    const without = [];
    const loadBefore = loadavg()[0];
    for (let i = 0; i < WARMUP + ROUNDS; i += 1) {
      const time = async (fn) => {
        const started = performance.now();
        await fn();
        return performance.now() - started;
      };
      const a = await time(() =>
        editContent(db, caller, { id: items[0], content: `${TEXT} edit ${i}` }),
      );
      // Alternate which transaction goes first, so neither always runs on a warmer cache.
      const withB = () => time(() => writeTransaction(db, caller, items[1], true));
      const withoutC = () => time(() => writeTransaction(db, caller, items[2], false));
      let b;
      let c;
      if (i % 2 === 0) {
        b = await withB();
        c = await withoutC();
      } else {
        c = await withoutC();
        b = await withB();
      }
      if (i < WARMUP) continue;
      put.push(a);
      withAudit.push(b);
      without.push(c);
    }
    const load = `${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}`;
    const A = median(put);
    const B = median(withAudit);
    const C = median(without);
    const audit = B - C;
    const r = { engine, load, A, B, C, audit, putRatio: A / (A - audit), trxRatio: B / C };
    console.log(
      `${engine}: PUT ${fmt(A, 2)} ms, transaction ${fmt(C, 2)} → ${fmt(B, 2)} ms with the audit; PUT ratio ${fmt(r.putRatio, 3)}`,
    );
    return r;
  });
}

const { results, skipped } = await forEachEngine("pglite,postgres", benchEngine);

let ok = true;
const lines = [
  "## Audit trail write cost (bench/audit.bench.mjs)",
  "",
  `${ROUNDS} rounds after ${WARMUP} warm-up rounds, ${PRIOR_EVENTS.toLocaleString("en")} events already in the chain; medians in ms. A: PUT /api/content/{id}'s service call in-process (\`editContent\`: compliance check of ~250 words, write transaction with its audit event, item read back). B / C: the write transaction alone with / without \`appendAudit\`. PUT without the audit = A − (B − C).`,
  "",
  "| engine | PUT (A) | transaction with audit (B) | without (C) | audit append (B − C) | PUT with / without | goal | transaction B / C |",
  "|---|---:|---:|---:|---:|---:|---:|---:|",
];
for (const r of results) {
  ok &&= r.putRatio < GOAL;
  lines.push(
    `| ${r.engine === "pglite" ? "PGlite" : "PostgreSQL"} | ${fmt(r.A, 2)} | ${fmt(r.B, 2)} | ${fmt(r.C, 2)} | ${fmt(r.audit, 2)} | ${fmt(r.putRatio, 3)} ${pass(r.putRatio < GOAL)} | < ${GOAL} | ${fmt(r.trxRatio, 2)} |`,
  );
}
lines.push(
  "",
  `1-minute load average ${results.map((r) => `${r.engine} ${r.load}`).join(", ")} on ${cpus().length} cores.${skipped.length ? ` Skipped: ${skipped.join(", ")}.` : ""}`,
  "",
);
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, lines.join("\n"));
console.log(lines.join("\n"));
process.exit(ok ? 0 : 1);
