/**
 * Cross-validates the whole checker (rules + scorer + gates), not the scorer alone: five folds
 * over the training corpora, the scorer retrained without each fold, then the checker scored
 * on the fold it never saw. The rules were written with the whole corpus in view, so this is an
 * upper bound on fresh-text quality; the holdout files are the honest figure.
 * `tsx scripts/cv-full.ts [holdout.json ...]` also scores the given files with the full model.
 */
import { readFileSync } from "node:fs";
import { evaluate, type LabelledSentence } from "../src/evaluate";
import { TRAINING_CORPORA, train } from "../src/scorer";
import { useScorerModel } from "../src/scorer-findings";

const load = (p: string) =>
  (JSON.parse(readFileSync(p, "utf8")) as { sentences: LabelledSentence[] }).sentences;
const corpus = TRAINING_CORPORA.flatMap((name) =>
  load(new URL(`../corpus/${name}`, import.meta.url).pathname),
);
const folds = 5;
let tp = 0;
let fp = 0;
let fn = 0;
let right = 0;
for (let k = 0; k < folds; k++) {
  useScorerModel(train(corpus.filter((_, i) => i % folds !== k)));
  const r = evaluate(corpus.filter((_, i) => i % folds === k));
  tp += r.truePositives;
  fp += r.falsePositives;
  fn += r.falseNegatives;
  right += Math.round(r.categoryAccuracy * r.truePositives);
}
const f = (n: number) => n.toFixed(3);
console.log(
  `full-checker ${folds}-fold CV on ${corpus.length}: recall ${f(tp / (tp + fn))} precision ${f(tp / (tp + fp))} category ${f(right / tp)}`,
);
useScorerModel(train(corpus));
for (const file of process.argv.slice(2)) {
  const r = evaluate(load(file));
  console.log(
    `${file}: recall ${f(r.recall)} precision ${f(r.precision)} category ${f(r.categoryAccuracy)}`,
  );
}
