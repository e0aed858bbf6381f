/**
 * Runs every bench/*.bench.mjs (each in its own Node process, with tsx so benches can import
 * the TypeScript sources) and writes bench/results/latest.md. A bench writes its Markdown
 * section to the file named by BENCH_REPORT_FILE and exits non-zero when it misses a goal.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const benches = readdirSync(benchDir)
  .filter((f) => f.endsWith(".bench.mjs") && (!only || f.includes(only)))
  .sort();
const scratch = mkdtempSync(join(tmpdir(), "bench-run-"));
const sections = [];
let failed = 0;

for (const file of benches) {
  const reportFile = join(scratch, `${file}.md`);
  console.log(`\n=== ${file}`);
  const started = Date.now();
  const result = spawnSync(
    process.execPath,
    ["--expose-gc", "--import", "tsx", join(benchDir, file)],
    {
      stdio: "inherit",
      env: { ...process.env, BENCH_REPORT_FILE: reportFile, NODE_ENV: "production" },
    },
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let section;
  try {
    section = readFileSync(reportFile, "utf8");
  } catch {
    section = `## ${file}\n\nNo report written (exit code ${result.status}).\n`;
  }
  if (result.status !== 0) failed += 1;
  sections.push(
    `${section.trimEnd()}\n\n_${file}: ${result.status === 0 ? "met its goals" : "MISSED A GOAL OR FAILED"} in ${seconds} s._\n`,
  );
}
rmSync(scratch, { recursive: true, force: true });

const header = `# Benchmark results

- Date: ${new Date().toISOString()}
- Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}
- Benches: ${benches.join(", ") || "none"}
`;
mkdirSync(join(benchDir, "results"), { recursive: true });
const out = join(benchDir, "results", "latest.md");
writeFileSync(out, `${header}\n${sections.join("\n")}`);
console.log(`\nWrote ${out}`);
process.exit(failed === 0 ? 0 : 1);
