/**
 * The round's headline: the offline checker on the real-text TEST split, scored once at the end
 * of a round and never tuned on (corpus/RESULTS.md): `tsx scripts/score-test.ts [--misses]`.
 * Prints the whole checker, the model alone (its flags as if no rule had fired) and the rules
 * alone (the model switched off), overall and per category. `--write=FILE` also writes the TEST
 * sentences in the plain corpus format, for scoring another checker with `evaluate`.
 * `--blind-labels` scores against round 17's blind labels (corpus/LABELLING.md) instead.
 */
import { writeFileSync } from "node:fs";
import { loadRealCorpus, REAL_CORPUS_DIR, splitBySource } from "../src/classifier/corpus";
import { withThresholds } from "../src/classifier/cross-validate";
import { type Evaluation, evaluate, modelOnlyFlags } from "../src/evaluate";
import { currentClassifier, useClassifier } from "../src/scorer-findings";

const dirs = process.env.REAL_CORPUS_DIRS?.split(":") ?? [REAL_CORPUS_DIR];
const labels = process.argv.includes("--blind-labels") ? "blind" : "gathered";
const { test } = splitBySource(loadRealCorpus(dirs, labels));
const write = process.argv.find((a) => a.startsWith("--write="))?.split("=")[1];
if (write) {
  writeFileSync(
    write,
    JSON.stringify({ sentences: test.map(({ text, category }) => ({ text, category })) }),
  );
}
const f = (n: number) => n.toFixed(3);
const show = (name: string, e: Evaluation) => {
  console.log(
    `${name}: recall ${f(e.recall)} precision ${f(e.precision)} category ${f(e.categoryAccuracy)} (${e.truePositives} caught, ${e.falseNegatives} missed, ${e.falsePositives} false alarms)`,
  );
  for (const [category, c] of Object.entries(e.perCategory)) {
    console.log(
      `  ${category.padEnd(16)} ${f(c.recall)} (${c.caught}/${c.labelled}; ${c.rightCategory} right)`,
    );
  }
};

console.log(
  `real TEST: ${test.length} sentences (${test.filter((s) => s.category !== null).length} claims) from ${new Set(test.map((s) => s.source)).size} sources`,
);
const whole = evaluate(test);
show("whole checker", whole);
show("model alone", evaluate(test, modelOnlyFlags));
const shipped = currentClassifier();
useClassifier(withThresholds(shipped, { flag: 2, block: 2, upgrade: 2, recategorise: 2 }));
show("rules alone", evaluate(test));
useClassifier(shipped);
if (process.argv.includes("--misses")) {
  for (const m of whole.misses) console.log(`  missed [${m.category}] ${m.text}`);
  for (const a of whole.falseAlarms) {
    console.log(`  false alarm [${a.flags.map((x) => x.rule)}] ${a.text}`);
  }
  for (const w of whole.wrongCategory) {
    console.log(`  wrong category [${w.category} → ${w.predicted}] ${w.text}`);
  }
}
