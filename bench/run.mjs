/**
 * Runs every bench/*.bench.mjs (each in its own Node process, with tsx so benches can import
 * the TypeScript sources) and writes bench/results/latest.md. A bench writes its Markdown
 * section to the file named by BENCH_REPORT_FILE and exits non-zero when it misses a goal.
 *
 * `node bench/run.mjs <filter>` (`pnpm bench scale`) runs only the benches whose file name
 * contains the filter and replaces only their sections in the results file, keeping the others.
 * BENCH_RESULTS_FILE writes somewhere else than bench/results/latest.md.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
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
    section = `## ${file} (bench/${file})\n\nNo report written (exit code ${result.status}).\n`;
  }
  if (result.status !== 0) failed += 1;
  sections.push({
    file,
    text: `${section.trimEnd()}\n\n_${file}: ${result.status === 0 ? "met its goals" : "MISSED A GOAL OR FAILED"} in ${seconds} s._\n`,
  });
}
rmSync(scratch, { recursive: true, force: true });

const out = process.env.BENCH_RESULTS_FILE ?? join(benchDir, "results", "latest.md");
mkdirSync(dirname(out), { recursive: true });
if (only && existsSync(out)) {
  writeFileSync(out, mergeSections(readFileSync(out, "utf8"), sections));
} else {
  const header = `# Benchmark results

- Date: ${new Date().toISOString()}
- Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}
- Benches: ${benches.join(", ") || "none"}
`;
  writeFileSync(out, `${header}\n${sections.map((s) => s.text).join("\n")}`);
}
console.log(`\nWrote ${out}`);

/**
 * A partial run's sections replace the same benches' sections (a `## ` heading naming
 * `bench/<file>`) where they stand; new ones go at the end. The header and every other section
 * stay as they were, with a line saying what was re-run and when.
 */
function mergeSections(existing, fresh) {
  const [header, ...old] = existing.split(/^(?=## )/m);
  const ownerOf = (text) => text.split("\n", 1)[0].match(/bench\/([\w.-]+\.bench\.mjs)/)?.[1];
  const remaining = [...fresh];
  const merged = old.map((text) => {
    const i = remaining.findIndex((s) => s.file === ownerOf(text));
    if (i === -1) return text;
    const [replacement] = remaining.splice(i, 1);
    return `${replacement.text}\n`;
  });
  for (const s of remaining) {
    const last = merged.at(-1) ?? "";
    merged.push(`${last === "" || last.endsWith("\n\n") ? "" : "\n"}${s.text}\n`);
  }
  const note = `- ${fresh.map((s) => s.file).join(", ")}: re-run alone on ${new Date().toISOString()} (Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? "unknown CPU"}).`;
  const lines = header.trimEnd().split("\n");
  const previous = lines.findIndex((l) =>
    l.startsWith(`- ${fresh.map((s) => s.file).join(", ")}: re-run alone on `),
  );
  if (previous === -1) lines.push(note);
  else lines[previous] = note;
  return `${lines.join("\n")}\n\n${merged.join("").trimEnd()}\n`;
}
process.exit(failed === 0 ? 0 : 1);
