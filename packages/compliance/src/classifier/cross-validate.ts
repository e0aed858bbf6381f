import type { LabelledSentence } from "../evaluate";
import { countFigures, type Evaluation, evaluate, ratio, type SentenceFlagger } from "../evaluate";
import { currentClassifier, useClassifier } from "../scorer-findings";
import { groupFolds, type RealSentence } from "./corpus";
import type { FeatureOptions } from "./features";
import {
  CLASS_COUNT,
  type Classifier,
  createClassifier,
  type PackedModel,
  type Thresholds,
} from "./model";
import { classIndex, fit, pack, predictRow, sampleWeights, vectorize } from "./train";

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
  /** L-BFGS iterations per fit (cross-validation need not polish the last digits). */
  maxIterations?: number;
}

export interface FoldModel {
  l2: number;
  fold: number;
  packed: PackedModel;
  classifier: Classifier;
  heldOut: RealSentence[];
}

/** Held-out class probabilities of every real TRAIN sentence, for each penalty tried. */
export interface OutOfFold {
  l2: number;
  probabilities: number[][];
}

/**
 * Fits one model per fold and penalty. Returns each real sentence's held-out probabilities
 * (the fitted weights, before pruning) and, with `keepModels`, the packed fold models.
 */
export function crossValidate(
  own: readonly LabelledSentence[],
  train: readonly RealSentence[],
  candidate: Candidate,
  options: { folds?: number; keepModels?: boolean } = {},
): { outOfFold: OutOfFold[]; models: FoldModel[] } {
  const folds = options.folds ?? 5;
  const foldOf = groupFolds(train, folds);
  const sentences = [...own, ...train];
  const matrix = vectorize(sentences, candidate.features);
  const models: FoldModel[] = [];
  const outOfFold = candidate.l2s.map((l2) => ({
    l2,
    probabilities: new Array<number[]>(train.length),
  }));
  for (let fold = 0; fold < folds; fold++) {
    const rows: number[] = [];
    sentences.forEach((_, i) => {
      if (i < own.length || foldOf[i - own.length] !== fold) rows.push(i);
    });
    const weights = sampleWeights(matrix, rows, candidate.balance, (r) =>
      r >= own.length ? candidate.realWeight : 1,
    );
    let params: Float64Array | undefined;
    candidate.l2s.forEach((l2, index) => {
      params = fit(
        matrix,
        rows,
        weights,
        { l2, maxIterations: candidate.maxIterations ?? 120 },
        params,
      );
      train.forEach((_, i) => {
        if (foldOf[i] === fold) {
          outOfFold[index]!.probabilities[i] = predictRow(matrix, params!, own.length + i);
        }
      });
      if (!options.keepModels) return;
      const model = pack(matrix, params, {
        features: candidate.features,
        thresholds: { flag: 0.5, block: 0.5, upgrade: 0.5, recategorise: 0.5 },
        prune: candidate.prune,
        fingerprint: "",
      });
      models.push({
        l2,
        fold,
        packed: model,
        classifier: createClassifier(model),
        heldOut: train.filter((_, i) => foldOf[i] === fold),
      });
    });
  }
  return { outOfFold, models };
}

/** Figures of the bare model (no guards, no rules) from held-out probabilities. */
export interface RawFigures {
  threshold: number;
  recall: number;
  precision: number;
  f1: number;
  categoryAccuracy: number;
  /** Per category, CLASSES order after "none": caught / labelled. */
  perCategory: number[];
}

export function rawFigures(
  train: readonly LabelledSentence[],
  probabilities: readonly number[][],
  threshold: number,
): RawFigures {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let right = 0;
  const labelled = new Array<number>(CLASS_COUNT).fill(0);
  const caught = new Array<number>(CLASS_COUNT).fill(0);
  train.forEach((s, i) => {
    const p = probabilities[i]!;
    const flagged = 1 - p[0]! >= threshold;
    const y = classIndex(s.category);
    if (y === 0) {
      if (flagged) fp += 1;
      return;
    }
    labelled[y]! += 1;
    if (!flagged) {
      fn += 1;
      return;
    }
    tp += 1;
    caught[y]! += 1;
    let best = 1;
    for (let c = 2; c < CLASS_COUNT; c++) if (p[c]! > p[best]!) best = c;
    if (best === y) right += 1;
  });
  const recall = ratio(tp, tp + fn);
  const precision = ratio(tp, tp + fp);
  return {
    threshold,
    recall,
    precision,
    f1: recall + precision === 0 ? 0 : (2 * recall * precision) / (recall + precision),
    categoryAccuracy: ratio(right, tp),
    perCategory: labelled.slice(1).map((n, c) => ratio(caught[c + 1]!, n)),
  };
}

/** Mean held-out log-loss (lower is better). */
export function outOfFoldLogLoss(
  train: readonly LabelledSentence[],
  probabilities: readonly number[][],
): number {
  let sum = 0;
  train.forEach((s, i) => {
    sum -= Math.log(Math.max(probabilities[i]![classIndex(s.category)]!, 1e-9));
  });
  return sum / train.length;
}

/** The classifier with other thresholds. */
export function withThresholds(classifier: Classifier, thresholds: Thresholds): Classifier {
  return { ...classifier, thresholds };
}

/** Evaluations over several folds, pooled as if one set. */
export function pool(evaluations: readonly Evaluation[]): Evaluation {
  const first = evaluations[0]!;
  const sum = (pick: (e: Evaluation) => number) => evaluations.reduce((a, e) => a + pick(e), 0);
  const tp = sum((e) => e.truePositives);
  const fp = sum((e) => e.falsePositives);
  const fn = sum((e) => e.falseNegatives);
  const right = sum((e) => Math.round(e.categoryAccuracy * e.truePositives));
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
    ...countFigures(tp, fp, fn, right),
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
