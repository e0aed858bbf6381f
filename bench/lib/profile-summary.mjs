/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time by package or file, and the
 * hottest functions, so a bench can say where the time goes without opening DevTools.
 * Usage: node bench/lib/profile-summary.mjs <file.cpuprofile> [top]
 */
import { readFileSync } from "node:fs";

export function summarise(profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i += 1) {
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const byPackage = new Map();
  const byFunction = new Map();
  for (const [id, micros] of self) {
    const { callFrame } = byId.get(id);
    const url = callFrame.url || "(native)";
    const pkg =
      /node_modules\/\.pnpm\/([^/]+)\//.exec(url)?.[1] ??
      (url.startsWith("node:")
        ? "node:internal"
        : url.replace(/^file:\/\/.*\/(apps|packages)\//, "$1/"));
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const fn = `${callFrame.functionName || "(anonymous)"} ${url.split("/").slice(-2).join("/")}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  const rank = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
  return { totalMs: total / 1000, packages: rank(byPackage), functions: rank(byFunction) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const s = summarise(
    JSON.parse(readFileSync(process.argv[2], "utf8")),
    Number(process.argv[3] ?? 25),
  );
  console.log(
    `total ${s.totalMs.toFixed(0)} ms\n-- by package\n${s.packages.join("\n")}\n-- by function\n${s.functions.join("\n")}`,
  );
}
