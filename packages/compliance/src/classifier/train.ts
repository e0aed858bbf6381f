import { type FeatureOptions, sentenceFeatures } from "./features";
import { minimize } from "./lbfgs";
import { CLASS_COUNT, CLASSES, type PackedModel, type Thresholds } from "./model";

/**
 * Trains the classifier: L2-regularised multinomial logistic regression, fitted by L-BFGS on the
 * hashed features of labelled sentences, then pruned and quantised into a PackedModel. Offline
 * only (the train and cross-validation scripts, and tests); the checker loads the packed model.
 */

export interface LabelledText {
  text: string;
  category: string | null;
}

/** The labelled sentences as a sparse matrix over the buckets that occur in them. */
export interface Matrix {
  rows: number;
  rowStart: Int32Array;
  cols: Int32Array;
  values: Float64Array;
  /** Column → hash bucket. */
  buckets: number[];
  /** Class index of each row (CLASSES order). */
  labels: Int32Array;
}

export function classIndex(category: string | null): number {
  const c = CLASSES.indexOf((category ?? "none") as (typeof CLASSES)[number]);
  if (c < 0) throw new Error(`unknown category ${category}`);
  return c;
}

export function vectorize(examples: readonly LabelledText[], features: FeatureOptions): Matrix {
  const column = new Map<number, number>();
  const buckets: number[] = [];
  const rowStart = new Int32Array(examples.length + 1);
  const cols: number[] = [];
  const values: number[] = [];
  const labels = new Int32Array(examples.length);
  examples.forEach((example, r) => {
    const { vector } = sentenceFeatures(example.text, features);
    for (let k = 0; k < vector.ids.length; k++) {
      const bucket = vector.ids[k]!;
      let j = column.get(bucket);
      if (j === undefined) {
        j = buckets.length;
        column.set(bucket, j);
        buckets.push(bucket);
      }
      cols.push(j);
      values.push(vector.values[k]!);
    }
    rowStart[r + 1] = cols.length;
    labels[r] = classIndex(example.category);
  });
  return {
    rows: examples.length,
    rowStart,
    cols: Int32Array.from(cols),
    values: Float64Array.from(values),
    buckets,
    labels,
  };
}

export interface FitOptions {
  /** L2 penalty on the feature weights (not the intercepts), per unit of sample weight. */
  l2: number;
  maxIterations?: number;
}

/**
 * Fits weights on the given rows with the given sample weights. Parameters: column-major
 * `[column * CLASS_COUNT + class]`, the intercepts last. `start` warm-starts (changed in place).
 */
export function fit(
  matrix: Matrix,
  rows: readonly number[],
  sampleWeights: Float64Array,
  options: FitOptions,
  start?: Float64Array,
): Float64Array {
  const K = CLASS_COUNT;
  const featureParams = matrix.buckets.length * K;
  const params = start ?? new Float64Array(featureParams + K);
  let total = 0;
  for (const r of rows) total += sampleWeights[r]!;
  const z = new Float64Array(K);
  const objective = (w: Float64Array, gradient: Float64Array): number => {
    gradient.fill(0);
    let loss = 0;
    for (const r of rows) {
      const weight = sampleWeights[r]! / total;
      if (weight === 0) continue;
      for (let c = 0; c < K; c++) z[c] = w[featureParams + c]!;
      const from = matrix.rowStart[r]!;
      const to = matrix.rowStart[r + 1]!;
      for (let k = from; k < to; k++) {
        const at = matrix.cols[k]! * K;
        const x = matrix.values[k]!;
        for (let c = 0; c < K; c++) z[c]! += x * w[at + c]!;
      }
      let max = -Infinity;
      for (let c = 0; c < K; c++) if (z[c]! > max) max = z[c]!;
      let sum = 0;
      for (let c = 0; c < K; c++) {
        z[c] = Math.exp(z[c]! - max);
        sum += z[c]!;
      }
      const y = matrix.labels[r]!;
      loss -= weight * Math.log(z[y]! / sum);
      // z becomes the gradient of the loss in the logits: p − onehot.
      for (let c = 0; c < K; c++) z[c] = (weight * z[c]!) / sum;
      z[y]! -= weight;
      for (let c = 0; c < K; c++) gradient[featureParams + c]! += z[c]!;
      for (let k = from; k < to; k++) {
        const at = matrix.cols[k]! * K;
        const x = matrix.values[k]!;
        for (let c = 0; c < K; c++) gradient[at + c]! += x * z[c]!;
      }
    }
    let penalty = 0;
    for (let i = 0; i < featureParams; i++) {
      penalty += w[i]! * w[i]!;
      gradient[i]! += options.l2 * w[i]!;
    }
    return loss + (options.l2 / 2) * penalty;
  };
  minimize(objective, params, { maxIterations: options.maxIterations ?? 300 });
  return params;
}

/** Class probabilities of row `r` under `params` (for cross-validation without packing). */
export function predictRow(matrix: Matrix, params: Float64Array, r: number): number[] {
  const K = CLASS_COUNT;
  const featureParams = matrix.buckets.length * K;
  const z = Array.from({ length: K }, (_, c) => params[featureParams + c]!);
  for (let k = matrix.rowStart[r]!; k < matrix.rowStart[r + 1]!; k++) {
    const at = matrix.cols[k]! * K;
    for (let c = 0; c < K; c++) z[c]! += matrix.values[k]! * params[at + c]!;
  }
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/**
 * Sample weights: each class weighted by (n / (K · n_class))^balance (0: as counted, 1: fully
 * balanced), times `extra` per example (e.g. real text counted more than our own sentences).
 */
export function sampleWeights(
  matrix: Matrix,
  rows: readonly number[],
  balance: number,
  extra: (row: number) => number = () => 1,
): Float64Array {
  const counts = new Array<number>(CLASS_COUNT).fill(0);
  for (const r of rows) counts[matrix.labels[r]!]! += 1;
  const out = new Float64Array(matrix.rows);
  for (const r of rows) {
    const n = counts[matrix.labels[r]!]!;
    out[r] = (rows.length / (CLASS_COUNT * n)) ** balance * extra(r);
  }
  return out;
}

function encodeBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function encodeBuckets(sorted: readonly number[]): string {
  const bytes: number[] = [];
  let previous = 0;
  for (const bucket of sorted) {
    let gap = bucket - previous;
    previous = bucket;
    while (gap >= 0x80) {
      bytes.push((gap & 0x7f) | 0x80);
      gap >>>= 7;
    }
    bytes.push(gap);
  }
  return encodeBase64(Uint8Array.from(bytes));
}

/**
 * Packs fitted weights: buckets whose largest weight is under `prune` are dropped (most
 * character n-grams barely move a score), the rest quantised to one signed byte per class.
 */
export function pack(
  matrix: Matrix,
  params: Float64Array,
  settings: {
    features: FeatureOptions;
    thresholds: Thresholds;
    prune: number;
    fingerprint: string;
  },
): PackedModel {
  const K = CLASS_COUNT;
  const featureParams = matrix.buckets.length * K;
  const kept: number[] = [];
  let max = 0;
  for (let j = 0; j < matrix.buckets.length; j++) {
    let largest = 0;
    for (let c = 0; c < K; c++) largest = Math.max(largest, Math.abs(params[j * K + c]!));
    if (largest >= settings.prune) {
      kept.push(j);
      max = Math.max(max, largest);
    }
  }
  kept.sort((a, b) => matrix.buckets[a]! - matrix.buckets[b]!);
  const scale = max > 0 ? max / 127 : 1;
  const weights = new Uint8Array(kept.length * K);
  kept.forEach((j, i) => {
    for (let c = 0; c < K; c++) weights[i * K + c] = Math.round(params[j * K + c]! / scale) & 0xff;
  });
  return {
    fingerprint: settings.fingerprint,
    features: settings.features,
    thresholds: settings.thresholds,
    bias: Array.from({ length: K }, (_, c) => Number(params[featureParams + c]!.toFixed(6))),
    scale,
    buckets: encodeBuckets(kept.map((j) => matrix.buckets[j]!)),
    weights: encodeBase64(weights),
  };
}
