/**
 * The mixed read/write load reliability test (apps/server/src/reliability/load.test.ts) at its
 * full length: 60 s at 64 connections (BENCH_LOAD_SECONDS), on PGlite and, when it answers, on
 * PostgreSQL (BENCH_DATABASE_URL as the test database server). The test suite runs the same test
 * for 10 s. Goal: zero 5xx and every acknowledged write readable afterwards.
 */
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { postgresAvailable, repoRoot } from "./lib/server.mjs";

const SECONDS = process.env.BENCH_LOAD_SECONDS ?? "60";
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function run(engine) {
  const env = {
    ...process.env,
    NODE_ENV: "test",
    RELIABILITY_LOAD_SECONDS: SECONDS,
    ...(engine === "postgres" ? { TEST_DATABASE_URL: PG_URL } : {}),
  };
  if (engine === "pglite") delete env.TEST_DATABASE_URL;
  const result = spawnSync(
    process.execPath,
    [
      join(repoRoot, "node_modules/vitest/vitest.mjs"),
      "run",
      "apps/server/src/reliability/load.test.ts",
    ],
    { cwd: repoRoot, env, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  const output = `${result.stdout}\n${result.stderr}`;
  process.stdout.write(output);
  // The test prints one summary line; keep it (without terminal colours) for the report.
  const summary =
    output
      .replaceAll(`${String.fromCharCode(27)}[`, "\n[")
      .replace(/\n\[[0-9;]*m/g, "")
      .split("\n")
      .find((line) => line.startsWith("load: ")) ?? "no summary printed";
  return { engine, ok: result.status === 0, summary };
}

const loadBefore = loadavg()[0];
const runs = [run("pglite")];
if (await postgresAvailable(PG_URL)) runs.push(run("postgres"));
else runs.push({ engine: "postgres", ok: true, summary: `skipped: nothing answers at ${PG_URL}` });

const report = `## Mixed load: ${SECONDS} s at 64 connections (bench/reliability-load.bench.mjs)

apps/server/src/reliability/load.test.ts with RELIABILITY_LOAD_SECONDS=${SECONDS}: anonymous and
signed-in reads, conversation and message writes by 8 users, topic creation and product renames by
an administrator, on the real app over loopback HTTP. Goal: zero 5xx, zero dropped connections,
every acknowledged write readable afterwards. 1-minute load average ${loadBefore.toFixed(2)} →
${loadavg()[0].toFixed(2)} on ${cpus().length} cores.

| Engine | Result | |
|---|---|---|
${runs.map((r) => `| ${r.engine} | ${r.summary.replace(/\|/g, "/")} | ${r.ok ? "PASS" : "FAIL"} |`).join("\n")}
`;
if (process.env.BENCH_REPORT_FILE) writeFileSync(process.env.BENCH_REPORT_FILE, report);
else console.log(report);
process.exit(runs.every((r) => r.ok) ? 0 : 1);
