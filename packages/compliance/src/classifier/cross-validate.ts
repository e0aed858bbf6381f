import type { LabelledSentence } from "../evaluate";
import { type Evaluation, evaluate, type SentenceFlagger } from "../evaluate";
import { currentClassifier, useClassifier } from "../scorer-findings";
import { groupFolds, type RealSentence } from "./corpus";
import type { FeatureOptions } from "./features";
import { type Classifier, createClassifier, type Thresholds } from "./model";
import { classIndex, fit, pack, sampleWeights, vectorize } from "./train";

/**
 * Cross-validation grouped by source on the real TRAIN split: each fold's sources are held out
 * together, the model fitted on our own sets and the other folds, then the held-out real
 * sentences scored. Our own sets are always trained on, never scored here.
 */

export interface Candidate {
  features: FeatureOptions;
  /** Penalties to try, largest first (each fit warm-starts from the previous). */
  l2s: readonly number[];
  balance: number;
  realWeight: number;
  prune: number;
}

export interface FoldModel {
  l2: number;
  fold: number;
  classifier: Classifier;
  heldOut: RealSentence[];
}

export function foldModels(
  own: readonly LabelledSentence[],
  train: readonly RealSentence[],
  candidate: Candidate,
  folds = 5,
): FoldModel[] {
  const foldOf = groupFolds(train, folds);
  const sentences = [...own, ...train];
  const matrix = vectorize(sentences, candidate.features);
  const out: FoldModel[] = [];
  for (let fold = 0; fold < folds; fold++) {
    const rows: number[] = [];
    sentences.forEach((_, i) => {
      if (i < own.length || foldOf[i - own.length] !== fold) rows.push(i);
    });
    const weights = sampleWeights(matrix, rows, candidate.balance, (r) =>
      r >= own.length ? candidate.realWeight : 1,
    );
    let params: Float64Array | undefined;
    for (const l2 of candidate.l2s) {
      params = fit(matrix, rows, weights, { l2 }, params);
      const model = pack(matrix, params, {
        features: candidate.features,
        thresholds: { flag: 0.5, block: 0.5, upgrade: 0.5 },
        prune: candidate.prune,
        fingerprint: "",
      });
      out.push({
        l2,
        fold,
        classifier: createClassifier(model),
        heldOut: train.filter((_, i) => foldOf[i] === fold),
      });
    }
  }
  return out;
}

/** The classifier with other thresholds. */
export function withThresholds(classifier: Classifier, thresholds: Thresholds): Classifier {
  return { ...classifier, thresholds };
}

/** Mean log-loss of the held-out sentences under their fold's model (lower is better). */
export function logLoss(models: readonly FoldModel[]): number {
  let sum = 0;
  let n = 0;
  for (const { classifier, heldOut } of models) {
    for (const s of heldOut) {
      const p = classifier.predict(s.text).probabilities[classIndex(s.category)]!;
      sum -= Math.log(Math.max(p, 1e-9));
      n += 1;
    }
  }
  return sum / n;
}

/** Evaluations over several folds, pooled as if one set. */
export function pool(evaluations: readonly Evaluation[]): Evaluation {
  const first = evaluations[0]!;
  const sum = (pick: (e: Evaluation) => number) => evaluations.reduce((a, e) => a + pick(e), 0);
  const tp = sum((e) => e.truePositives);
  const fp = sum((e) => e.falsePositives);
  const fn = sum((e) => e.falseNegatives);
  const right = sum((e) => Math.round(e.categoryAccuracy * e.truePositives));
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const perCategory = Object.fromEntries(
    Object.keys(first.perCategory).map((c) => {
      const key = c as keyof Evaluation["perCategory"];
      const labelled = sum((e) => e.perCategory[key].labelled);
      const caught = sum((e) => e.perCategory[key].caught);
      const rightCategory = sum((e) => e.perCategory[key].rightCategory);
      return [c, { labelled, caught, rightCategory, recall: ratio(caught, labelled) }];
    }),
  ) as Evaluation["perCategory"];
  return {
    sentences: sum((e) => e.sentences),
    flaggedInCorpus: sum((e) => e.flaggedInCorpus),
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    recall: ratio(tp, tp + fn),
    precision: ratio(tp, tp + fp),
    categoryAccuracy: ratio(right, tp),
    perCategory,
    misses: evaluations.flatMap((e) => e.misses),
    falseAlarms: evaluations.flatMap((e) => e.falseAlarms),
    wrongCategory: evaluations.flatMap((e) => e.wrongCategory),
  };
}

/** Each fold's held-out sentences evaluated with its own model in the checker, pooled. */
export function evaluateFolds(
  models: readonly FoldModel[],
  thresholds: Thresholds,
  flagsOf?: SentenceFlagger,
): Evaluation {
  const shipped = currentClassifier();
  try {
    return pool(
      models.map(({ classifier, heldOut }) => {
        useClassifier(withThresholds(classifier, thresholds));
        return evaluate(heldOut, flagsOf);
      }),
    );
  } finally {
    useClassifier(shipped);
  }
}
