import { customRuleCategories } from "@studio/shared";
import type { SentenceCategory } from "../rule";
import { type FeatureOptions, scratchFeatures, sentenceVector } from "./features";

/**
 * A multinomial logistic regression over the sentence's hashed features: the probability that a
 * sentence is compliant or each kind of claim. Trained offline (`pnpm --filter
 * @studio/compliance train`, see ./train.ts) into a packed model: the buckets that kept a weight,
 * and their weights quantised to one byte per class.
 */

/** What a sentence can be: compliant ("none") or one of the sentence-level claim categories. */
export const CLASSES = ["none", ...customRuleCategories] as const;
export type ModelClass = (typeof CLASSES)[number];
export const CLASS_COUNT = CLASSES.length;
/**
 * Each class's position in CLASSES (and in a prediction's probabilities). A plain object: look up
 * typed classes only (an arbitrary string such as "constructor" would find Object's members).
 */
export const CLASS_INDEX = Object.fromEntries(CLASSES.map((c, i) => [c, i])) as Record<
  ModelClass,
  number
>;

/** Where the model flags and when its flags block, chosen by cross-validation on TRAIN. */
export interface Thresholds {
  /** Flag a sentence when P(claim) = 1 − P(compliant) reaches this. */
  flag: number;
  /** A flag of a blocking category blocks only from this P(claim) on; below, it warns. */
  block: number;
  /** Rename a rule's warning-level flag to a graver category at this probability of it. */
  upgrade: number;
  /**
   * Where a built-in rule fired, its flags take the model's likeliest claim category when that
   * category's probability reaches this (the model names the kind of claim better than which
   * rule's words happened to match).
   */
  recategorise: number;
}

export interface PackedModel {
  /** The training data and settings it was trained from, hashed (a test checks it is current). */
  fingerprint: string;
  features: FeatureOptions;
  thresholds: Thresholds;
  /** One intercept per class, in CLASSES order. */
  bias: number[];
  /** A weight is its signed byte times this. */
  scale: number;
  /** Sorted bucket ids, base64 of LEB128-coded gaps. */
  buckets: string;
  /** Base64 of signed bytes, CLASS_COUNT per bucket, in bucket order. */
  weights: string;
}

export interface Prediction {
  /** Probability of each class, CLASSES order. */
  probabilities: readonly number[];
  /** The likeliest claim category (never "none") and P(claim) = 1 − P(compliant). */
  category: SentenceCategory;
  claim: number;
}

export interface Classifier {
  readonly thresholds: Thresholds;
  predict(sentence: string): Prediction;
  /**
   * The phrase that carries the claim: the run of words (at most `maxWords`) whose features add
   * most to `category` over compliant. Offsets in the sentence; null when no word speaks for it.
   */
  explain(
    sentence: string,
    category: SentenceCategory,
    maxWords?: number,
  ): { start: number; end: number } | null;
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The sorted bucket ids of a packed model. */
export function decodeBuckets(encoded: string): number[] {
  const bytes = decodeBase64(encoded);
  const out: number[] = [];
  let previous = 0;
  let value = 0;
  let shift = 0;
  for (const byte of bytes) {
    value |= (byte & 0x7f) << shift;
    if (byte & 0x80) {
      shift += 7;
      continue;
    }
    previous += value;
    out.push(previous);
    value = 0;
    shift = 0;
  }
  return out;
}

export function createClassifier(model: PackedModel): Classifier {
  const buckets = decodeBuckets(model.buckets);
  const bytes = decodeBase64(model.weights);
  if (bytes.length !== buckets.length * CLASS_COUNT) {
    throw new Error("compliance model: weights do not match buckets");
  }
  // The weights stay the signed bytes they were packed as (scaled once per sentence): a sentence
  // reads a few hundred rows scattered over the model, and 7 bytes a row keep far more of them in
  // the CPU's caches than 7 doubles did.
  const weights = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const { scale } = model;
  const rows = new BucketTable(buckets);
  const { bias } = model;
  const z = new Float64Array(CLASS_COUNT);

  function probabilities(sentence: string): number[] {
    const v = sentenceVector(sentence, model.features);
    z.fill(0);
    for (let k = 0; k < v.size; k++) {
      const at = rows.get(v.ids[k]!);
      if (at < 0) continue;
      const x = v.values[k]!;
      const w = at * CLASS_COUNT;
      for (let c = 0; c < CLASS_COUNT; c++) z[c]! += x * weights[w + c]!;
    }
    for (let c = 0; c < CLASS_COUNT; c++) z[c] = bias[c]! + scale * z[c]!;
    return softmax(Array.from(z));
  }

  // The checker asks about one sentence twice in a row (does it flag, then which category the
  // rules' words are), so the last answer is kept.
  let last: { sentence: string; prediction: Prediction } | null = null;

  return {
    thresholds: model.thresholds,
    predict(sentence) {
      if (last?.sentence === sentence) return last.prediction;
      const p = probabilities(sentence);
      let best = 1;
      for (let c = 2; c < CLASS_COUNT; c++) if (p[c]! > p[best]!) best = c;
      const prediction = {
        probabilities: p,
        category: CLASSES[best] as SentenceCategory,
        claim: 1 - p[0]!,
      };
      last = { sentence, prediction };
      return prediction;
    },
    explain(sentence, category, maxWords = 8) {
      const { tokens, vector, from: firsts, to: lasts } = scratchFeatures(sentence, model.features);
      const c = CLASS_INDEX[category];
      if (tokens.length === 0) return null;
      // Each feature's lift for the category over compliant, shared among its occurrences and
      // the tokens each occurrence spans.
      const occurrences = new Array<number>(vector.size).fill(0);
      for (let k = 0; k < vector.occurrences; k++) occurrences[vector.feature[k]!]! += 1;
      const perToken = new Array<number>(tokens.length).fill(0);
      for (let k = 0; k < vector.occurrences; k++) {
        const from = firsts[k]!;
        const to = lasts[k]!;
        // Whole-sentence shape features (length, shouting) point at no phrase.
        if (to - from >= 3) continue;
        const f = vector.feature[k]!;
        const row = rows.get(vector.ids[f]!);
        if (row < 0) continue;
        const at = row * CLASS_COUNT;
        const lift =
          (vector.values[f]! * scale * (weights[at + c]! - weights[at]!)) / occurrences[f]!;
        const share = lift / (to - from + 1);
        for (let t = from; t <= to; t++) perToken[t]! += share;
      }
      let best = 0;
      let span: [number, number] | null = null;
      for (let i = 0; i < perToken.length; i++) {
        let sum = 0;
        for (let j = i; j < Math.min(perToken.length, i + maxWords); j++) {
          sum += perToken[j]!;
          if (sum > best) {
            best = sum;
            span = [i, j];
          }
        }
      }
      if (!span) return null;
      return { start: tokens[span[0]]!.start, end: tokens[span[1]]!.end };
    },
  };
}

/**
 * Bucket id → row, as a rank over a bitmap of the model's buckets: rows are the buckets' places
 * in sorted order, so a bucket's row is the number of buckets below it. The bitmap and the
 * per-word counts take 256 KB at 2^20 buckets and stay in the CPU's cache, where a hash table of
 * 90,000 rows took 2 MB and cost a cache miss on most of a sentence's few hundred look-ups.
 */
class BucketTable {
  private readonly present: Uint32Array;
  /** How many buckets lie in the words before each word of `present`. */
  private readonly before: Int32Array;
  /** `buckets` sorted ascending, each once (the packed model's order). */
  constructor(buckets: readonly number[]) {
    const words = ((buckets.at(-1) ?? 0) >>> 5) + 1;
    this.present = new Uint32Array(words);
    this.before = new Int32Array(words);
    for (const bucket of buckets) this.present[bucket >>> 5]! |= 1 << (bucket & 31);
    let count = 0;
    for (let w = 0; w < words; w++) {
      this.before[w] = count;
      count += bitCount(this.present[w]!);
    }
    if (count !== buckets.length)
      throw new Error("compliance model: buckets not sorted and unique");
  }
  /** The bucket's row, or −1 when the model has no weights for it. */
  get(bucket: number): number {
    const w = bucket >>> 5;
    if (w >= this.present.length) return -1;
    const word = this.present[w]!;
    const bit = 1 << (bucket & 31);
    if ((word & bit) === 0) return -1;
    return this.before[w]! + bitCount(word & (bit - 1));
  }
}

/** The number of bits set in a 32-bit word. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

export function softmax(z: readonly number[]): number[] {
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  const e = z.map((v) => Math.exp(v - max));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}
