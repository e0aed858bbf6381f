import { type Token, tokenize } from "./tokens";

/**
 * A sentence as a sparse vector of hashed features: word n-grams (negation-marked), character
 * n-grams inside each word (so "guaranteed", "guarantees" and "GUARANTEE!!" share most of their
 * evidence, and a misspelling still lands near its word), families of words a reviewer reads for
 * and the pairs of them met in one sentence, and the shape of shouting copy. Each feature keeps
 * the tokens it came from, so the flag can underline the phrase that carried the claim.
 */

export interface FeatureOptions {
  /** Hash space: 2^bits buckets. */
  bits: number;
  /** Longest word n-gram (1: words only, 2: and pairs, 3: and triples). */
  wordNgrams: number;
  /** Character n-gram lengths inside a word; charMax 0 turns them off. */
  charMin: number;
  charMax: number;
  /** Reviewer's word families and their pairs. */
  concepts: boolean;
  /** Each group of features is scaled to unit length, then by its weight. */
  charWeight: number;
  conceptWeight: number;
}

export interface SparseVector {
  /** Bucket ids, each once. */
  ids: number[];
  values: number[];
}

/** Which tokens each feature came from (for explaining a score), parallel to occurrences. */
export interface FeatureSpans {
  /** Index into the vector's ids. */
  feature: number[];
  /** First and last token index (inclusive). */
  from: number[];
  to: number[];
}

export interface SentenceFeatures {
  vector: SparseVector;
  tokens: Token[];
  spans: FeatureSpans;
}

// Feature groups: hashed with different seeds so "risk" the word and "risk" the trigram differ.
const WORD = 1;
const CHAR = 2;
const CONCEPT = 3;
const SHAPE = 4;
const CHAR_NEGATED = 5;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over `text`, continuing from `h`. */
function fnv(h: number, text: string): number {
  let out = h;
  for (let i = 0; i < text.length; i++) {
    out ^= text.charCodeAt(i);
    out = Math.imul(out, FNV_PRIME);
  }
  return out;
}

const fnvStart = (seed: number) => Math.imul(FNV_OFFSET ^ seed, FNV_PRIME);

function hashString(seed: number, text: string): number {
  return fnv(fnvStart(seed), text) >>> 0;
}

/**
 * `hashString(seed, [a, b, c].join(" "))` without building the string (a sentence has many), and
 * with fixed arity: a rest parameter would allocate an array for every word pair.
 */
function hashWords(seed: number, a: string, b: string, c?: string): number {
  let h = fnv(fnv(fnv(fnvStart(seed), a), " "), b);
  if (c !== undefined) h = fnv(fnv(h, " "), c);
  return h >>> 0;
}

/** The feature's bucket in a hash space of 2^bits (exported for tests and the trainer). */
export function bucketOf(group: number, text: string, bits: number): number {
  return hashString(group, text) & ((1 << bits) - 1);
}

/**
 * Collects one sentence's feature occurrences in reusable typed arrays: scoring a long document
 * allocates nothing per feature.
 */
class Collector {
  n = 0;
  mask = 0;
  ids = new Int32Array(1024);
  groups = new Uint8Array(1024);
  from = new Int32Array(1024);
  to = new Int32Array(1024);
  reset(bits: number): void {
    this.n = 0;
    this.mask = (1 << bits) - 1;
  }
  add(group: number, hash: number, from: number, to: number): void {
    if (this.n === this.ids.length) this.grow();
    const k = this.n++;
    this.ids[k] = hash & this.mask;
    this.groups[k] = group;
    this.from[k] = from;
    this.to[k] = to;
  }
  private grow(): void {
    const size = this.ids.length * 2;
    const grown = <T extends Int32Array | Uint8Array>(a: T, b: T): T => {
      b.set(a);
      return b;
    };
    this.ids = grown(this.ids, new Int32Array(size));
    this.groups = grown(this.groups, new Uint8Array(size));
    this.from = grown(this.from, new Int32Array(size));
    this.to = grown(this.to, new Int32Array(size));
  }
}

/**
 * The sentence's unique buckets and values, in reusable buffers: valid until the next call.
 * `feature[k]` is the unique index of occurrence k (for spans).
 */
export interface ScratchVector {
  size: number;
  ids: Int32Array;
  values: Float64Array;
  occurrences: number;
  feature: Int32Array;
}

const collector = new Collector();
// An open-addressing set of the sentence's buckets: slot → unique index, valid for one stamp.
let slotKey = new Int32Array(2048);
let slotIndex = new Int32Array(2048);
let slotStamp = new Int32Array(2048);
let stamp = 0;
const scratch: ScratchVector = {
  size: 0,
  ids: new Int32Array(1024),
  values: new Float64Array(1024),
  occurrences: 0,
  feature: new Int32Array(1024),
};
const uniqueGroup = { groups: new Uint8Array(1024) };

function wordKey(token: Token): string {
  return token.negated ? `not_${token.text}` : token.text;
}

/** The sentence's features, and which tokens each came from (copied out of the buffers). */
export function sentenceFeatures(sentence: string, options: FeatureOptions): SentenceFeatures {
  const tokens = tokenize(sentence);
  const v = extract(sentence, tokens, options);
  return {
    vector: {
      ids: Array.from(v.ids.subarray(0, v.size)),
      values: Array.from(v.values.subarray(0, v.size)),
    },
    tokens,
    spans: {
      feature: Array.from(v.feature.subarray(0, v.occurrences)),
      from: Array.from(collector.from.subarray(0, v.occurrences)),
      to: Array.from(collector.to.subarray(0, v.occurrences)),
    },
  };
}

/** The sentence's vector in reusable buffers (for scoring; valid until the next call). */
export function sentenceVector(sentence: string, options: FeatureOptions): ScratchVector {
  return extract(sentence, tokenize(sentence), options);
}

/** A sentence's features as they stand in the reusable buffers (valid until the next call). */
export interface ScratchFeatures {
  tokens: Token[];
  vector: ScratchVector;
  /** First and last token of each occurrence (`vector.occurrences` of them). */
  from: Int32Array;
  to: Int32Array;
}

// What the buffers hold: the checker explains a sentence right after scoring it, and reads the
// buffers again instead of extracting the same features twice.
let extracted: { sentence: string; options: FeatureOptions; tokens: Token[] } | null = null;

/** The sentence's features and their spans, without copying them out of the buffers. */
export function scratchFeatures(sentence: string, options: FeatureOptions): ScratchFeatures {
  let held = extracted;
  if (held?.sentence !== sentence || held.options !== options) {
    extract(sentence, tokenize(sentence), options);
    held = extracted!;
  }
  return { tokens: held.tokens, vector: scratch, from: collector.from, to: collector.to };
}

function extract(sentence: string, tokens: Token[], options: FeatureOptions): ScratchVector {
  extracted = { sentence, options, tokens };
  const out = collector;
  out.reset(options.bits);
  const keys = tokens.map(wordKey);
  const last = tokens.length - 1;
  for (let i = 0; i < keys.length; i++) {
    out.add(WORD, hashString(WORD, keys[i]!), i, i);
    if (options.wordNgrams >= 2) {
      out.add(
        WORD,
        i === 0 ? hashWords(WORD, "<s>", keys[0]!) : hashWords(WORD, keys[i - 1]!, keys[i]!),
        Math.max(0, i - 1),
        i,
      );
    }
    if (options.wordNgrams >= 3 && i >= 2) {
      out.add(WORD, hashWords(WORD, keys[i - 2]!, keys[i - 1]!, keys[i]!), i - 2, i);
    }
  }
  if (options.wordNgrams >= 2 && last >= 0)
    out.add(WORD, hashWords(WORD, keys[last]!, "</s>"), last, last);
  if (options.charMax > 0) {
    for (let i = 0; i < tokens.length; i++) addCharGrams(out, tokens[i]!, i, options);
  }
  if (options.concepts) addConcepts(out, sentence, tokens);
  addShape(out, sentence, tokens);
  return toVector(out, options);
}

function addCharGrams(out: Collector, token: Token, index: number, options: FeatureOptions) {
  const word = token.text;
  // Figures and codes are already their kind; punctuation is a word feature.
  if (word.startsWith("<") || !/^[a-z]/.test(word)) return;
  const padded = `<${word}>`;
  const seed = token.negated ? CHAR_NEGATED : CHAR;
  for (let start = 0; start < padded.length; start++) {
    let h = Math.imul(FNV_OFFSET ^ seed, FNV_PRIME);
    for (let n = 1; n <= options.charMax && start + n <= padded.length; n++) {
      h ^= padded.charCodeAt(start + n - 1);
      h = Math.imul(h, FNV_PRIME);
      // The whole padded word is the word feature already.
      if (n >= options.charMin && !(start === 0 && n === padded.length)) {
        out.add(CHAR, h >>> 0, index, index);
      }
    }
  }
}

function addShape(out: Collector, sentence: string, tokens: Token[]) {
  if (tokens.length === 0) return;
  const end = tokens.length - 1;
  let words = 0;
  let shouted = 0;
  for (const token of tokens) {
    if (/^[a-z]/.test(token.text)) words += 1;
    if (token.shouted) shouted += 1;
  }
  // Shouting copy: most words in capitals ("BUY NOW BEFORE IT'S TOO LATE").
  if (shouted >= 2 && shouted * 2 >= words) out.add(SHAPE, hashString(SHAPE, "<shouting>"), 0, end);
  tokens.forEach((token, i) => {
    if (token.shouted) out.add(SHAPE, hashString(SHAPE, "<shout>"), i, i);
  });
  const bangs = sentence.split("!").length - 1;
  if (bangs >= 2) out.add(SHAPE, hashString(SHAPE, "<bangs>"), end, end);
  // Sentence length, coarsely: headlines and one-liners read differently from prose.
  const length = words < 8 ? "short" : words < 20 ? "medium" : "long";
  out.add(SHAPE, hashString(SHAPE, `<len-${length}>`), 0, end);
}

/** Unique buckets, each group scaled to unit length times its weight. */
function toVector(out: Collector, options: FeatureOptions): ScratchVector {
  const n = out.n;
  if (slotKey.length < 4 * n) {
    const size = 1 << Math.ceil(Math.log2(4 * n));
    slotKey = new Int32Array(size);
    slotIndex = new Int32Array(size);
    slotStamp = new Int32Array(size);
    stamp = 0;
  }
  if (scratch.ids.length < n) {
    scratch.ids = new Int32Array(2 * n);
    scratch.values = new Float64Array(2 * n);
    uniqueGroup.groups = new Uint8Array(2 * n);
  }
  if (scratch.feature.length < n) scratch.feature = new Int32Array(2 * n);
  stamp += 1;
  const mask = slotKey.length - 1;
  let size = 0;
  const counts = [0, 0, 0, 0, 0, 0];
  for (let k = 0; k < n; k++) {
    const id = out.ids[k]!;
    let slot = Math.imul(id, 0x9e3779b1) >>> 0;
    for (;;) {
      slot &= mask;
      if (slotStamp[slot] !== stamp) {
        slotStamp[slot] = stamp;
        slotKey[slot] = id;
        slotIndex[slot] = size;
        scratch.ids[size] = id;
        const group = out.groups[k] === CHAR_NEGATED ? CHAR : out.groups[k]!;
        uniqueGroup.groups[size] = group;
        counts[group]! += 1;
        scratch.feature[k] = size;
        size += 1;
        break;
      }
      if (slotKey[slot] === id) {
        scratch.feature[k] = slotIndex[slot]!;
        break;
      }
      slot += 1;
    }
  }
  const scale = counts.map((count, g) =>
    count > 0
      ? (g === CHAR ? options.charWeight : g === CONCEPT ? options.conceptWeight : 1) /
        Math.sqrt(count)
      : 0,
  );
  for (let u = 0; u < size; u++) scratch.values[u] = scale[uniqueGroup.groups[u]!]!;
  scratch.size = size;
  scratch.occurrences = n;
  return scratch;
}

// ---------------------------------------------------------------------------------------------
// Word families a reviewer reads for, matched against one token, and shapes of a claim that no
// single word carries. A promise worded with words the corpus never used still lands on
// "certainty + gain"; the model learns how much each family and pair counts.

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

const CONCEPT_NAMES = [...CONCEPTS, ...STRUCTURES].map(([name]) => name).sort();
const CONCEPT_HASH = CONCEPT_NAMES.map((name) => hashString(CONCEPT, name));
const NEGATED_HASH = CONCEPT_NAMES.map((name) => hashString(CONCEPT, `not_${name}`));
const PAIR_HASH = CONCEPT_NAMES.map((a) =>
  CONCEPT_NAMES.map((b) => hashString(CONCEPT, `${a}&${b}`)),
);
const WORD_CONCEPTS: [number, RegExp][] = CONCEPTS.map(([name, pattern]) => [
  CONCEPT_NAMES.indexOf(name),
  pattern,
]);
const STRUCTURE_PATTERNS: [number, RegExp][] = STRUCTURES.map(([name, pattern]) => [
  CONCEPT_NAMES.indexOf(name),
  pattern,
]);

// Words repeat across a document: each is looked up in the families once (bounded cache).
const conceptCache = new Map<string, readonly number[]>();

function conceptsOf(word: string): readonly number[] {
  let found = conceptCache.get(word);
  if (!found) {
    found = WORD_CONCEPTS.filter(([, pattern]) => pattern.test(word)).map(([index]) => index);
    if (conceptCache.size > 20_000) conceptCache.clear();
    conceptCache.set(word, found);
  }
  return found;
}

function addConcepts(out: Collector, sentence: string, tokens: Token[]) {
  // The first token that showed each family (-1: absent).
  const at = new Array<number>(CONCEPT_NAMES.length).fill(-1);
  tokens.forEach((token, i) => {
    for (const c of conceptsOf(token.text)) {
      if (token.negated) out.add(CONCEPT, NEGATED_HASH[c]!, i, i);
      else if (at[c] === -1) at[c] = i;
    }
  });
  for (const [c, pattern] of STRUCTURE_PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const first = tokens.findIndex((t) => t.end > match.index);
    at[c] = first === -1 ? tokens.length - 1 : first;
  }
  for (let i = 0; i < CONCEPT_NAMES.length; i++) {
    const a = at[i]!;
    if (a < 0) continue;
    out.add(CONCEPT, CONCEPT_HASH[i]!, a, a);
    for (let j = i + 1; j < CONCEPT_NAMES.length; j++) {
      const b = at[j]!;
      if (b < 0) continue;
      // A pair is evidence at both of its words, half at each.
      out.add(CONCEPT, PAIR_HASH[i]![j]!, a, a);
      out.add(CONCEPT, PAIR_HASH[i]![j]!, b, b);
    }
  }
}
