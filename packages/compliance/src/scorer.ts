import { customRuleCategories } from "@studio/shared";
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
export const TRAINING_CORPORA = [
  "sentences.json",
  "sentences-round5.json",
  // Scored once as held-out sets (corpus/RESULTS.md), then trained on.
  "holdout-6.json",
  "holdout-7.json",
  "holdout-8.json",
  "holdout-9.json",
  // Scored once before it was trained on (corpus/RESULTS.md, round 8).
  "sentences-round8.json",
] as const;

/** What a sentence can be scored as: no claim, or one of the per-sentence categories. */
export const CLASSES = ["none", ...customRuleCategories] as const;
export type ScorerClass = (typeof CLASSES)[number];

/** Feature counts per class, in CLASSES order, plus sentence counts per class. */
export interface TrainedModel {
  classCounts: number[];
  /** `[feature, counts per class]`, sorted by feature. */
  features: [string, number[]][];
}

// A code of letters and digits ("mjb6l5", "b2b4x9") is one token, not a number and stray letters:
// split, its digits read as figures and could tip a plain question into a claim. Figures with a
// unit or an ordinal ("10x", "401k", "3rd", "1990s") keep being read as figures.
const TOKEN =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion))?|\d[\d,]*(?:\.\d+)?\s?%|(?!\d+(?:x|k|m|bn|st|nd|rd|th|s)\b)[a-z\d]*(?:[a-z]\d|\d[a-z])[a-z\d]*|\d[\d,]*(?:\.\d+)?|[a-z]+(?:'[a-z]+)?|[!?"“”]/g;
const CODE = /^[a-z\d]*(?:[a-z]\d|\d[a-z])/;
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
    else if (CODE.test(raw)) token = "<code>";
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
  // Concepts, not phrases: each word family a reviewer reads for ("certain", "gain", "soon")
  // becomes one feature, and so does each pair of families met in one sentence, so a promise
  // worded with words the corpus never used still lands on "certainty + gain".
  const found = new Uint8Array(CONCEPT_NAMES.length);
  const negatedFound = new Uint8Array(CONCEPT_NAMES.length);
  for (const word of words) {
    const negated = word.startsWith("not_");
    for (const index of conceptsOf(negated ? word.slice(4) : word)) {
      if (negated) negatedFound[index] = 1;
      else found[index] = 1;
    }
  }
  for (const [index, pattern] of STRUCTURE_PATTERNS) if (pattern.test(sentence)) found[index] = 1;
  // Names are sorted, so pair keys read the same however the sentence orders its words.
  for (let i = 0; i < CONCEPT_NAMES.length; i++) {
    if (negatedFound[i]) set.add(NEGATED_KEYS[i]!);
    if (!found[i]) continue;
    set.add(CONCEPT_NAMES[i]!);
    for (let j = i + 1; j < CONCEPT_NAMES.length; j++) if (found[j]) set.add(PAIR_KEYS[i]![j]!);
  }
  return [...set];
}

// Word families, matched against one token (lower-case, apostrophes straightened).
const CONCEPTS: [string, RegExp][] = [
  [
    "<certain>",
    /^(?:guarantee\w*|certain\w*|sure\w*|assur\w*|promis\w*|risk-free|riskless|safe\w*|secure\w*|protect\w*|locked|lock|always|forever|foolproof|bulletproof|ironclad|can't-miss|no-lose|zero|clockwork|definitely|absolutely|undoubtedly|inevitabl\w*|reliabl\w*|dependabl\w*|consistent\w*|steady)$/,
  ],
  [
    "<gain>",
    /^(?:gain\w*|profit\w*|returns?|returned|income|yield\w*|payouts?|paycheck\w*|payday|cash|money|rich|wealth\w*|fortune|millionaire\w*|doubl\w*|tripl\w*|quadrupl\w*|soar\w*|skyrocket\w*|surg\w*|rall\w*|jump\w*|boom\w*|explod\w*|rocket\w*|multipl\w*|\w*-?baggers?|windfall|bank\w*|pocket\w*|made|earn\w*|make|up|winners?|worth|grew|grow\w*)$/,
  ],
  [
    "<future>",
    /^(?:will|\w+'ll|going|gonna|poised|primed|bound|destined|about|soon|next|coming|imminent|verge|cusp|set|ready|brace|expect)$/,
  ],
  [
    "<urgent>",
    /^(?:today|tonight|now|midnight|noon|hours?|minutes?|deadline|expir\w*|ends?|clos\w*|shut\w*|last|final|only|left|remain\w*|gone|disappear\w*|vanish\w*|hurry|rush|quick\w*|immediately|fast|limited|seats?|spots?|countdown|clock|timer|tomorrow|hesitat\w*|wait\w*|delay\w*|miss|late)$/,
  ],
  [
    "<superlative>",
    /^(?:best|most|top|leading|unmatched|unrivall?ed|unbeat\w*|premier|world-class|greatest|highest|smartest|fastest|biggest|sharpest|only|nobody|consistently|record|trusted|accurate|#1)$/,
  ],
  ["<self>", /^(?:we|our|us|ours|we've|we're|we'd)$/],
  ["<i>", /^(?:i|my|me|i'm|i've|i'd)$/],
  [
    "<hypo>",
    /^(?:would|could|had|imagine|picture|suppose|assum\w*|hypothetic\w*|back-?test\w*|simulat\w*|theoretical\w*|model\w*|historical\w*|hindsight|paper|you'd|if)$/,
  ],
  [
    "<hedge>",
    /^(?:may|might|could|possibly|perhaps|maybe|likely|unlikely|probably|chance|risks?|uncertain\w*|depends?|think|believe|suspect|guess|view|opinion)$/,
  ],
  [
    "<source>",
    /^(?:according|said|says|reported|per|data|estimates?|forecasts?|projects?|survey\w*|analysts?|economists?|strategists?|predicts?)$/,
  ],
  [
    "<person>",
    /^(?:subscribers?|members?|readers?|clients?|customers?|students?|retirees?|says|writes|wrote|told|emailed|shares|thanks|thank|reports?)$/,
  ],
  ["<quote>", /^"$/],
  [
    "<call>",
    /^(?:act|buy|join|grab|claim|call|click|order|sign|secure|reserve|subscribe|enroll|register|respond|reply|decide|don't)$/,
  ],
];

// Words repeat across a document: each is looked up in the families once (bounded cache).
const conceptCache = new Map<string, readonly number[]>();

function conceptsOf(word: string): readonly number[] {
  let found = conceptCache.get(word);
  if (!found) {
    found = CONCEPTS.filter(([, pattern]) => pattern.test(word)).map(([concept]) =>
      CONCEPT_NAMES.indexOf(concept),
    );
    if (conceptCache.size > 20_000) conceptCache.clear();
    conceptCache.set(word, found);
  }
  return found;
}

// Shapes of a claim that no single word carries.
const STRUCTURES: [string, RegExp][] = [
  // "40% in six months", "$10,000 into $80,000": a gain with a short time or a before/after.
  [
    "<gain-in-time>",
    /(?:\d\s?%|\$\s?\d[\d,.]*\w*)[^.!?]{0,25}\b(?:in|within|over|under)\s(?:\w+\s)?(?:days?|weeks?|months?|years?)\b/i,
  ],
  ["<into>", /\$\s?\d[\d,.]*\w*\s(?:into|to|become|grow\w* to|turn\w* into)\s\$\s?\d/i],
  // A past result under a condition: "would have", "you'd be", "had you".
  [
    "<counterfactual>",
    /\b(?:would|could|might)(?: now)? (?:have|be)\b|\byou'd\b|\bhad you\b|\bif you(?: had|'d)\b/i,
  ],
  // Someone named: "Frank D.", "Tom from Sacramento", "says Donna".
  [
    "<named>",
    /\b[A-Z][a-z]+ [A-Z]\.|\b[A-Z][a-z]+,? (?:from|of|in) [A-Z]|\b(?:says|writes|wrote|said|shares|admits|reports) [A-Z][a-z]+|[—–-] ?[A-Z][a-z]+\b/,
  ],
  // A deadline: a weekday, a clock time, "in 24 hours".
  [
    "<deadline>",
    /\b(?:\d{1,2}(?::\d\d)? ?(?:a\.?m\.?|p\.?m\.?)|midnight|noon|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|in (?:the next )?\d+ (?:hours?|minutes?|days?))\b/i,
  ],
  // Starts with a verb telling the reader to do something.
  [
    "<imperative>",
    /^\W*(?:act|buy|join|grab|claim|call|click|order|sign|lock|secure|reserve|get|hurry|subscribe|enroll|register|respond|reply|move|stop|don't|do not|put|invest|follow|stick)\b/i,
  ],
];

// Every concept name, sorted, with its negated and pair keys built once rather than per sentence.
const CONCEPT_NAMES = [...CONCEPTS, ...STRUCTURES].map(([name]) => name).sort();
const NEGATED_KEYS = CONCEPT_NAMES.map((name) => `not_${name}`);
const PAIR_KEYS = CONCEPT_NAMES.map((a) => CONCEPT_NAMES.map((b) => `${a}&${b}`));
const STRUCTURE_PATTERNS: [number, RegExp][] = STRUCTURES.map(([name, pattern]) => [
  CONCEPT_NAMES.indexOf(name),
  pattern,
]);

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

const PAIR_WEIGHT = 0.25;
const CONCEPT_FEATURE = /^(?:not_)?<[a-z-]+>(?:&|$)/;

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
    // Concept pairs restate their concepts: counted at full weight, a handful of them alone
    // would give a plain call to action million-to-one odds, so they count for less.
    const damp = f.includes("&") ? PAIR_WEIGHT : 1;
    weights.set(
      f,
      row.map((n, c) => damp * Math.log((n + alpha) / (mass[c]! + alpha * vocabulary))),
    );
  }
  let last: { sentence: string | null; logp: number[]; present: [string, number[]][] } = {
    sentence: null,
    logp: [],
    present: [],
  };
  return {
    score(sentence, allowed = () => true) {
      // The checker may ask twice about one sentence (with and without its lexicon gate).
      if (sentence !== last.sentence) {
        const logp = [...prior];
        const present: [string, number[]][] = [];
        for (const f of features(sentence)) {
          const w = weights.get(f);
          if (!w) continue;
          present.push([f, w]);
          for (let c = 0; c < logp.length; c++) logp[c]! += w[c]!;
        }
        last = { sentence, logp, present };
      }
      const { logp, present } = last;
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
        // Evidence is words the reader can see, not a concept or the sentence start.
        if (
          lift > strongest &&
          !f.startsWith("<s>") &&
          !CONCEPT_FEATURE.test(f) &&
          /[a-z]/.test(f)
        ) {
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
