/**
 * Cross-validates the statistical scorer alone (no rules, no lexicon gate) on the training
 * corpus, five folds, at several margins: `tsx scripts/cv.ts [extra-eval.json]`.
 */
import { readFileSync } from "node:fs";
import { createScorer, TRAINING_CORPORA, train } from "../src/scorer";

type Item = { text: string; category: string | null };
const load = (p: string) =>
  (JSON.parse(readFileSync(p, "utf8")) as { sentences: Item[] }).sentences;
const corpus = TRAINING_CORPORA.flatMap((name) =>
  load(new URL(`../corpus/${name}`, import.meta.url).pathname),
);
const folds = 5;
const scored: { item: Item; margin: number; category: string }[] = [];
for (let k = 0; k < folds; k++) {
  const trainSet = corpus.filter((_, i) => i % folds !== k);
  const scorer = createScorer(train(trainSet));
  corpus.forEach((item, i) => {
    if (i % folds !== k) return;
    const r = scorer.score(item.text);
    if (r) scored.push({ item, margin: r.margin, category: r.category });
  });
}
function report(name: string, rows: typeof scored) {
  for (const t of [0, 2, 4, 6, 8, 10, 12, 14]) {
    const pos = rows.filter((r) => r.margin > t);
    const tp = pos.filter((r) => r.item.category !== null).length;
    const cat = pos.filter((r) => r.item.category === r.category).length;
    const claims = rows.filter((r) => r.item.category !== null).length;
    console.log(
      `${name} t=${t} recall ${(tp / claims).toFixed(2)} precision ${(tp / Math.max(1, pos.length)).toFixed(2)} cat ${(cat / Math.max(1, tp)).toFixed(2)}`,
    );
  }
}
report("cv", scored);
if (process.argv[2]) {
  const scorer = createScorer(train(corpus));
  const rows = load(process.argv[2]).flatMap((item) => {
    const r = scorer.score(item.text);
    return r ? [{ item, margin: r.margin, category: r.category }] : [];
  });
  report("extra", rows);
}
