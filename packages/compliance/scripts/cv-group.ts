/**
 * Leave-one-file-out validation of the whole checker: for each later training file (each was
 * written by one author in one sitting, as the held-back corpus will be), the scorer is trained
 * on every other file and the checker scored on that one. Closer to fresh-text quality than
 * shuffled folds, which let a writer's own phrasings leak across folds; still an upper bound,
 * since the rules were written with these files in view. `tsx scripts/cv-group.ts [--misses]`
 */
import { readFileSync } from "node:fs";
import { evaluate, type LabelledSentence } from "../src/evaluate";
import { TRAINING_CORPORA, train } from "../src/scorer";
import { useScorerModel } from "../src/scorer-findings";

const load = (name: string) =>
  (
    JSON.parse(readFileSync(new URL(`../corpus/${name}`, import.meta.url), "utf8")) as {
      sentences: LabelledSentence[];
    }
  ).sentences;
const files = TRAINING_CORPORA.map((name) => ({ name, sentences: load(name) }));
const f = (n: number) => n.toFixed(3);
let tp = 0;
let fp = 0;
let fn = 0;
let right = 0;
// The first two files are the base corpus every round was built on; the rest are rounds.
for (const held of files.slice(2)) {
  useScorerModel(train(files.filter((x) => x !== held).flatMap((x) => x.sentences)));
  const r = evaluate(held.sentences);
  tp += r.truePositives;
  fp += r.falsePositives;
  fn += r.falseNegatives;
  right += Math.round(r.categoryAccuracy * r.truePositives);
  if (process.argv.includes("--misses")) {
    for (const m of r.misses) console.log(`  missed [${m.category}] ${m.text}`);
    for (const a of r.falseAlarms)
      console.log(`  false alarm [${a.flags.map((x) => x.rule)}] ${a.text}`);
  }
  console.log(
    `${held.name}: recall ${f(r.recall)} precision ${f(r.precision)} category ${f(r.categoryAccuracy)}`,
  );
}
console.log(
  `pooled: recall ${f(tp / (tp + fn))} precision ${f(tp / (tp + fp))} category ${f(right / tp)}`,
);
