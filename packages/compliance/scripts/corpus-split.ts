/**
 * Counts of the real corpus and its split by source: `tsx scripts/corpus-split.ts`
 * (REAL_CORPUS_DIRS, colon-separated, reads it from elsewhere).
 */
import { loadRealCorpus, REAL_CORPUS_DIR, splitBySource } from "../src/classifier/corpus";

const dirs = process.env.REAL_CORPUS_DIRS?.split(":") ?? [REAL_CORPUS_DIR];
const all = loadRealCorpus(dirs);
const { train, test } = splitBySource(all);
const count = <T>(items: readonly T[], key: (t: T) => string) => {
  const out = new Map<string, number>();
  for (const item of items) out.set(key(item), (out.get(key(item)) ?? 0) + 1);
  return Object.fromEntries([...out.entries()].sort((a, b) => b[1] - a[1]));
};
for (const [name, set] of [
  ["all (before de-duplication)", all],
  ["TRAIN", train],
  ["TEST", test],
] as const) {
  console.log(
    `${name}: ${set.length} sentences, ${new Set(set.map((s) => s.source)).size} sources`,
  );
  console.log("  by category", JSON.stringify(count(set, (s) => s.category ?? "compliant")));
  if (name !== "TEST") console.log("  by kind", JSON.stringify(count(set, (s) => s.sourceKind)));
}
