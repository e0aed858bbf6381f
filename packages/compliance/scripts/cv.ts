/**
 * Chooses the classifier's hyper-parameters by cross-validation grouped by source on the real
 * TRAIN split (the TEST split is never read): `tsx scripts/cv.ts [--grid=NAME] [--misses]`.
 * For each candidate and penalty it prints the held-out log-loss and the bare model's best F1
 * over flag thresholds; `--checker` adds, at several thresholds, recall, precision and category
 * accuracy of the model as the checker uses it (guards included) and of the whole checker.
 * `--save=FILE` writes the held-out probabilities for analysis. `--models=FILE` keeps the fitted
 * folds in FILE and reuses them on the next run with the same candidate and corpus, so a change
 * to the checker (not the model) is measured in seconds. REAL_CORPUS_DIRS
 * (colon-separated folders) reads the real corpus from elsewhere.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import {
  fingerprintOf,
  groupFolds,
  loadRealCorpus,
  loadSelfWritten,
  REAL_CORPUS_DIR,
  splitBySource,
} from "../src/classifier/corpus";
import {
  type Candidate,
  crossValidate,
  evaluateFolds,
  type FoldModel,
  type OutOfFold,
  outOfFoldLogLoss,
  rawFigures,
} from "../src/classifier/cross-validate";
import { createClassifier, type PackedModel } from "../src/classifier/model";
import { settings } from "../src/classifier/settings";
import { ruleExamples } from "../src/classifier/training-set";
import { type Evaluation, modelOnlyFlags } from "../src/evaluate";

const dirs = process.env.REAL_CORPUS_DIRS?.split(":") ?? [REAL_CORPUS_DIR];
const { train } = splitBySource(loadRealCorpus(dirs));
// Our own sets and the rules' examples are always trained on, never scored. (The shipped model
// counts the rules' examples as much as real text; here they count as our own sets.)
const own = [...loadSelfWritten(), ...ruleExamples()];
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const gridName = arg("grid") ?? "shipped";
console.log(
  `real TRAIN: ${train.length} sentences from ${new Set(train.map((s) => s.source)).size} sources; own: ${own.length}`,
);

const base = settings.features;
const l2s = (arg("l2") ?? "3e-4,1e-4,3e-5").split(",").map(Number);
const grids: Record<string, Candidate[]> = {
  shipped: [{ ...settings, l2s: [settings.l2] }],
  features: [base, { ...base, charMax: 0 }, { ...base, concepts: false }].map((features) => ({
    ...settings,
    features,
    l2s,
  })),
  weights: [1, 3, 10].flatMap((realWeight) =>
    [0, 0.5].map((balance) => ({ features: base, l2s, balance, realWeight, prune: 0.02 })),
  ),
  groups: [0.5, 1, 2].flatMap((charWeight) =>
    [0.5, 1, 2].map((conceptWeight) => ({
      features: { ...base, charWeight, conceptWeight },
      l2s,
      balance: settings.balance,
      realWeight: settings.realWeight,
      prune: 0.02,
    })),
  ),
  balance: [0.25, 0.75, 1].map((balance) => ({ ...settings, l2s: [settings.l2], balance })),
  l2: [{ ...settings, l2s: [3e-5, 1e-5, 3e-6] }],
  trigrams: [{ ...settings, features: { ...base, wordNgrams: 3 }, l2s: [settings.l2] }],
  real: [2, 3].map((realWeight) => ({ ...settings, l2s: [settings.l2], realWeight })),
  prune: [0, 0.01, 0.02, 0.05, 0.1].map((prune) => ({ ...settings, l2s: [settings.l2], prune })),
};
const candidates = grids[gridName];
if (!candidates) throw new Error(`no grid ${gridName}: ${Object.keys(grids).join(", ")}`);

const f = (n: number) => n.toFixed(3);
const pct = (values: readonly number[]) =>
  values.map((v) => (v * 100).toFixed(0).padStart(3)).join(" ");
const line = (e: Evaluation) =>
  `R ${f(e.recall)} P ${f(e.precision)} C ${f(e.categoryAccuracy)} |${pct(Object.values(e.perCategory).map((c) => c.recall))}`;
const flagThresholds = (arg("thresholds") ?? "0.3,0.4,0.5,0.6,0.7").split(",").map(Number);
const sweep = Array.from({ length: 15 }, (_, i) => 0.2 + i * 0.05);
const checker = process.argv.includes("--checker");
// `--recategorise=X` tries another threshold for naming rule-flagged sentences by the model (2: never).
const recategorise = arg("recategorise") ? { recategorise: Number(arg("recategorise")) } : {};

// Per-category columns: promissory prediction unsubstantiated pressure testimonial hypothetical
// for the bare model; the checker's in evaluate's order (testimonial hypothetical promissory
// prediction unsubstantiated pressure).
/** The fitted folds, kept in a file between runs (`--models`), when the inputs are the same. */
interface SavedFolds {
  key: string;
  outOfFold: OutOfFold[];
  models: Array<{ l2: number; fold: number; packed: PackedModel }>;
}

function foldsOf(candidate: Candidate, index: number) {
  const file = arg("models")?.replace(/\.json$/, `-${index}.json`);
  // What the fit depends on: thresholds are applied afterwards.
  const { thresholds: _thresholds, ...fitted } = candidate as Candidate & { thresholds?: unknown };
  const key = fingerprintOf({ candidate: fitted, own, train });
  if (file && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, "utf8")) as SavedFolds;
    if (saved.key === key) {
      const foldOf = groupFolds(train, 5);
      const models = saved.models.map(
        (m): FoldModel => ({
          ...m,
          classifier: createClassifier(m.packed),
          heldOut: train.filter((_, i) => foldOf[i] === m.fold),
        }),
      );
      return { outOfFold: saved.outOfFold, models };
    }
  }
  const folds = crossValidate(own, train, candidate, { keepModels: checker || !!file });
  if (file) {
    const models = folds.models.map(({ l2, fold, packed }) => ({ l2, fold, packed }));
    writeFileSync(file, JSON.stringify({ key, outOfFold: folds.outOfFold, models }));
  }
  return folds;
}

for (const [index, candidate] of candidates.entries()) {
  const started = performance.now();
  const { outOfFold, models } = foldsOf(candidate, index);
  const { l2s: _l2s, ...shown } = candidate;
  console.log(
    `\n${JSON.stringify(shown)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  const save = arg("save");
  if (save) {
    writeFileSync(
      save.replace(/\.json$/, `-${index}.json`),
      JSON.stringify({
        candidate,
        train: train.map((s) => [s.text, s.category, s.source]),
        outOfFold,
      }),
    );
  }
  for (const { l2, probabilities } of outOfFold) {
    const figures = sweep.map((t) => rawFigures(train, probabilities, t));
    const best = figures.reduce((a, b) => (b.f1 > a.f1 ? b : a));
    console.log(
      `  l2 ${l2}: log-loss ${f(outOfFoldLogLoss(train, probabilities))} best F1 ${f(best.f1)} at t ${best.threshold.toFixed(2)}: R ${f(best.recall)} P ${f(best.precision)} C ${f(best.categoryAccuracy)} |${pct(best.perCategory)}`,
    );
    if (!checker) continue;
    const atL2 = models.filter((m) => m.l2 === l2);
    for (const flag of flagThresholds) {
      const thresholds = { ...settings.thresholds, ...recategorise, flag };
      const model = evaluateFolds(atL2, thresholds, modelOnlyFlags);
      const whole = evaluateFolds(atL2, thresholds);
      console.log(`    t ${flag}: model ${line(model)}   checker ${line(whole)}`);
      if (process.argv.includes("--misses") && flag === settings.thresholds.flag) {
        for (const m of whole.misses) console.log(`      missed [${m.category}] ${m.text}`);
        for (const a of whole.falseAlarms) {
          console.log(`      false alarm [${a.flags.map((x) => x.rule)}] ${a.text}`);
        }
        for (const w of whole.wrongCategory) {
          console.log(`      wrong [${w.category} → ${w.predicted}] ${w.text}`);
        }
      }
    }
  }
}
