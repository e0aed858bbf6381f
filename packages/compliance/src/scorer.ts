import type { SentenceCategory } from "./rule";

/**
 * A small multinomial naive-Bayes scorer over word unigrams and bigrams, trained at build time
 * on the labelled corpus (`pnpm --filter @studio/compliance train` writes `model.generated.ts`).
 * The rules catch the phrasings they were written for; this catches the same claims worded
 * differently ("primed for a breakout", "paid for my daughter's tuition"). It only ADDS flags to
 * sentences no rule flagged, and only above a high-confidence margin, so the rules' precision
 * holds. Numbers are reduced to their kind (`<money>`, `<pct>`, `<year>`, `<num>`) and words
 * after a negator are marked (`not_guarantee`), so "does not guarantee" is not "guarantees".
 */

/** The corpus files the scorer is trained on (never the holdout sets). */
export const TRAINING_CORPORA = ["sentences.json"] as const;

export const CLASSES = [
  "none",
  "promissory",
  "prediction",
  "unsubstantiated",
  "pressure",
  "testimonial",
  "hypothetical",
] as const;
export type ScorerClass = (typeof CLASSES)[number];

/** Feature counts per class, in CLASSES order, plus sentence counts per class. */
export interface TrainedModel {
  classCounts: number[];
  /** `[feature, counts per class]`, sorted by feature. */
  features: [string, number[]][];
}

const TOKEN =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion))?|\d[\d,]*(?:\.\d+)?\s?%|\d[\d,]*(?:\.\d+)?|[a-z]+(?:'[a-z]+)?|[!?"“”]/g;
const NEGATOR =
  /^(?:no|not|never|nothing|none|nobody|without|cannot|can't|don't|doesn't|didn't|won't|isn't|aren't|wasn't|weren't|shouldn't|wouldn't|couldn't|hardly|nor|neither)$/;
const CLAUSE_END = /^(?:but|yet|although|though|while|whereas|however)$/;

/** The sentence's tokens: lower-cased words, number kinds, negation-marked words. */
export function tokens(sentence: string): string[] {
  const text = sentence.replace(/[’‘`]/g, "'").toLowerCase();
  const out: string[] = [];
  let negated = 0;
  TOKEN.lastIndex = 0;
  // Punctuation that ends a negation's reach.
  let last = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const between = text.slice(last, match.index);
    last = match.index + match[0].length;
    if (/[,;:.()—–]/.test(between)) negated = 0;
    const raw = match[0];
    let token: string;
    if (raw.startsWith("$")) token = "<money>";
    else if (raw.endsWith("%")) token = "<pct>";
    else if (/^\d/.test(raw)) token = /^(?:19|20)\d\d$/.test(raw) ? "<year>" : "<num>";
    else if (raw === "“" || raw === "”") token = '"';
    else token = raw;
    if (CLAUSE_END.test(token)) negated = 0;
    if (NEGATOR.test(token)) {
      out.push(token);
      negated = 4;
      continue;
    }
    if (negated > 0) {
      out.push(`not_${token}`);
      negated -= 1;
    } else out.push(token);
  }
  return out;
}

/** Unigrams and bigrams, each counted once per sentence (binarised: better for short texts). */
export function features(sentence: string): string[] {
  const words = tokens(sentence);
  const set = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    set.add(words[i]!);
    if (i > 0) set.add(`${words[i - 1]} ${words[i]}`);
  }
  set.add(`<s> ${words[0] ?? ""}`);
  return [...set];
}

/** Counts features per class over a labelled corpus; features seen once are dropped. */
export function train(
  corpus: readonly { text: string; category: string | null }[],
  minCount = 2,
): TrainedModel {
  const classCounts = CLASSES.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const item of corpus) {
    const c = CLASSES.indexOf((item.category ?? "none") as ScorerClass);
    if (c < 0) continue;
    classCounts[c]! += 1;
    for (const f of features(item.text)) {
      let row = counts.get(f);
      if (!row) {
        row = CLASSES.map(() => 0);
        counts.set(f, row);
      }
      row[c]! += 1;
    }
  }
  const kept = [...counts.entries()]
    .filter(([, row]) => row.reduce((a, b) => a + b, 0) >= minCount)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return { classCounts, features: kept };
}

export interface Scorer {
  /** Log-probability of each class (unnormalised), and the features that drove the best one. */
  score(sentence: string, allowed?: (category: SentenceCategory) => boolean): ScoreResult | null;
}

export interface ScoreResult {
  /** Log-odds of each claim category over "compliant", in CLASSES order after "none". */
  margins: Record<SentenceCategory, number>;
  /** The most likely claim category and its log-odds over "compliant". */
  category: SentenceCategory;
  margin: number;
  /** The feature that most favoured `category` over compliant (a word or two of the sentence). */
  evidence: string | null;
}

/** Multinomial naive Bayes over the sentence's (binarised) features, Laplace-smoothed. */
export function createScorer(model: TrainedModel, alpha = 0.5): Scorer {
  const total = model.classCounts.reduce((a, b) => a + b, 0);
  const prior = model.classCounts.map((n) => Math.log((n + 1) / (total + CLASSES.length)));
  const rows = model.features.map(([, row]) => row);
  const vocabulary = rows.length;
  const mass = CLASSES.map((_, c) => rows.reduce((sum, row) => sum + row[c]!, 0));
  // log P(feature | class), smoothed over the vocabulary.
  const weights = new Map<string, number[]>();
  for (const [f, row] of model.features) {
    weights.set(
      f,
      row.map((n, c) => Math.log((n + alpha) / (mass[c]! + alpha * vocabulary))),
    );
  }
  return {
    score(sentence, allowed = () => true) {
      const logp = [...prior];
      const present: [string, number[]][] = [];
      for (const f of features(sentence)) {
        const w = weights.get(f);
        if (!w) continue;
        present.push([f, w]);
        for (let c = 0; c < logp.length; c++) logp[c]! += w[c]!;
      }
      let best = -1;
      for (let c = 1; c < logp.length; c++) {
        if (!allowed(CLASSES[c] as SentenceCategory)) continue;
        if (best < 0 || logp[c]! > logp[best]!) best = c;
      }
      if (best < 0) return null;
      let evidence: string | null = null;
      let strongest = 0;
      for (const [f, w] of present) {
        const lift = w[best]! - w[0]!;
        if (lift > strongest && !f.startsWith("<s>") && /[a-z]/.test(f)) {
          strongest = lift;
          evidence = f;
        }
      }
      const margins = {} as Record<SentenceCategory, number>;
      for (let c = 1; c < CLASSES.length; c++) {
        margins[CLASSES[c] as SentenceCategory] = logp[c]! - logp[0]!;
      }
      return {
        margins,
        category: CLASSES[best] as SentenceCategory,
        margin: logp[best]! - logp[0]!,
        evidence,
      };
    },
  };
}
