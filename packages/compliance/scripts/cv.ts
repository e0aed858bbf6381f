/**
 * Chooses the classifier's hyper-parameters by cross-validation grouped by source on the real
 * TRAIN split (the TEST split is never read): `tsx scripts/cv.ts [--grid=NAME] [--misses]`.
 * For each candidate it prints the held-out log-loss and, at several flag thresholds, recall,
 * precision and category accuracy of the model alone and of the whole checker (rules + model).
 * REAL_CORPUS_DIRS (colon-separated folders) reads the real corpus from elsewhere.
 */
import {
  loadRealCorpus,
  loadSelfWritten,
  REAL_CORPUS_DIR,
  splitBySource,
} from "../src/classifier/corpus";
import {
  type Candidate,
  evaluateFolds,
  foldModels,
  logLoss,
} from "../src/classifier/cross-validate";
import { settings } from "../src/classifier/settings";
import { type Evaluation, modelOnlyFlags } from "../src/evaluate";

const dirs = process.env.REAL_CORPUS_DIRS?.split(":") ?? [REAL_CORPUS_DIR];
const { train } = splitBySource(loadRealCorpus(dirs));
const own = loadSelfWritten();
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const gridName = arg("grid") ?? "shipped";
console.log(
  `real TRAIN: ${train.length} sentences from ${new Set(train.map((s) => s.source)).size} sources; own: ${own.length}`,
);

const base = settings.features;
const l2s = [3e-3, 1e-3, 3e-4, 1e-4, 3e-5];
const grids: Record<string, Candidate[]> = {
  shipped: [{ ...settings, l2s: [settings.l2] }],
  features: [
    {
      features: { ...base, charMax: 0, concepts: false },
      l2s,
      balance: 0.5,
      realWeight: 2,
      prune: 0.02,
    },
    { features: { ...base, charMax: 0 }, l2s, balance: 0.5, realWeight: 2, prune: 0.02 },
    { features: { ...base, concepts: false }, l2s, balance: 0.5, realWeight: 2, prune: 0.02 },
    { features: base, l2s, balance: 0.5, realWeight: 2, prune: 0.02 },
    {
      features: { ...base, charMin: 2, charMax: 4 },
      l2s,
      balance: 0.5,
      realWeight: 2,
      prune: 0.02,
    },
    { features: { ...base, wordNgrams: 3 }, l2s, balance: 0.5, realWeight: 2, prune: 0.02 },
  ],
  weights: [1, 2, 4].flatMap((realWeight) =>
    [0, 0.5, 1].map((balance) => ({ features: base, l2s, balance, realWeight, prune: 0.02 })),
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
  prune: [0, 0.01, 0.02, 0.05, 0.1].map((prune) => ({ ...settings, l2s: [settings.l2], prune })),
};
const candidates = grids[gridName];
if (!candidates) throw new Error(`no grid ${gridName}: ${Object.keys(grids).join(", ")}`);

const f = (n: number) => n.toFixed(3);
const line = (e: Evaluation) =>
  `R ${f(e.recall)} P ${f(e.precision)} C ${f(e.categoryAccuracy)} | ${Object.values(e.perCategory)
    .map((c) => (c.recall * 100).toFixed(0).padStart(3))
    .join(" ")}`;
const flagThresholds = (arg("thresholds") ?? "0.3,0.4,0.5,0.6,0.7").split(",").map(Number);

for (const candidate of candidates) {
  const started = performance.now();
  const models = foldModels(own, train, candidate);
  const { l2s: _l2s, ...shown } = candidate;
  console.log(
    `\n${JSON.stringify(shown)} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
  );
  for (const l2 of candidate.l2s) {
    const atL2 = models.filter((m) => m.l2 === l2);
    console.log(`  l2 ${l2}: held-out log-loss ${f(logLoss(atL2))}`);
    for (const flag of flagThresholds) {
      const thresholds = { ...settings.thresholds, flag };
      const model = evaluateFolds(atL2, thresholds, modelOnlyFlags);
      const checker = evaluateFolds(atL2, thresholds);
      console.log(`    t ${flag}: model ${line(model)}   checker ${line(checker)}`);
      if (process.argv.includes("--misses") && flag === settings.thresholds.flag) {
        for (const m of checker.misses) console.log(`      missed [${m.category}] ${m.text}`);
        for (const a of checker.falseAlarms) {
          console.log(`      false alarm [${a.flags.map((x) => x.rule)}] ${a.text}`);
        }
        for (const w of checker.wrongCategory) {
          console.log(`      wrong [${w.category} → ${w.predicted}] ${w.text}`);
        }
      }
    }
  }
}
