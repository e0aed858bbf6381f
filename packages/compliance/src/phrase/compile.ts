import {
  type PhraseElement,
  type PhraseSlot,
  parsePhrase,
  WILDCARD_MAX_WORDS,
} from "@studio/shared";
import { Positions } from "./positions";
import { slotDefinitions } from "./slots";
import type { Word } from "./words";

/**
 * Phrases compiled to word matchers. Matching a phrase from one word simulates every way it can
 * go at once (a set of word positions, never a backtracking search): each element moves each
 * position by at most a few words, so one attempt costs a bounded amount of work and a whole
 * sentence is linear in its words, whatever the phrase.
 */
interface Node {
  /** Adds to `ends` the index just past each way the node matches from word `i`. */
  run(words: readonly Word[], i: number, start: number, ends: Positions): void;
  /** Keys of the words a match can begin with (see wordKeyIds); null: any word. */
  keys: Set<string> | null;
  /** Can match no words at all. */
  nullable: boolean;
  /** Whether the node names this word itself (a negation a phrase spells out is its own). */
  names(word: string): boolean;
  /**
   * Key sets a sentence must each share a key with for any match to exist (a sequence's are its
   * children's); absent: the node's own keys when it cannot match nothing.
   */
  required?: readonly Set<string>[];
}

/** What a sentence must contain for the node to match anywhere in it. */
function requirements(node: Node): readonly Set<string>[] {
  return node.required ?? (!node.nullable && node.keys ? [node.keys] : []);
}

export interface CompiledPhrase {
  source: string;
  node: Node;
  keys: string[] | null;
  /** Key sets the sentence must each meet (see Node.required). */
  required: readonly Set<string>[];
}

/**
 * The keys a word is indexed by: itself, its first two and last two letters, its kind, whether
 * it starts with a digit ("10x") and whether it is capitalised. A phrase is tried only at words
 * sharing a key with its first element.
 *
 * Keys are numbered when an index or a choice first listens for one, and a word's keys are
 * looked up as numbers: a sentence goes through several indexes and many choices, and indexing
 * an array by number costs far less than building and hashing the same strings in each of them.
 * Only keys something listens for are numbered, so the table grows with the rules, not the text.
 */
const keyIds = new Map<string, number>();

function keyId(key: string): number {
  let id = keyIds.get(key);
  if (id === undefined) {
    id = keyIds.size;
    keyIds.set(key, id);
  }
  return id;
}

const KIND_KEYS: Record<Word["kind"], string> = {
  word: "#word",
  number: "#number",
  money: "#money",
  percent: "#percent",
};

// A word's numbered keys follow from its spelling, kind and capital, so words spelt alike share
// one list: per spelling (bounded), the ids of its own keys (itself, its first and last letters)
// and the finished list for each kind and capital met. Each entry says how many keys were
// numbered when it was made.
interface Spelling {
  of: number;
  own: readonly number[];
  finished: (readonly number[] | undefined)[];
}
const spellings = new Map<string, Spelling>();
const SPELLINGS_KEPT = 20_000;
const KIND_INDEX: Record<Word["kind"], number> = { word: 0, number: 1, money: 2, percent: 3 };

function spellingOf(norm: string): Spelling {
  const cached = spellings.get(norm);
  if (cached && cached.of === keyIds.size) return cached;
  const own: number[] = [];
  for (const key of [norm, `^${norm.slice(0, 2)}`, `$${norm.slice(-2)}`]) {
    const id = keyIds.get(key);
    if (id !== undefined && !own.includes(id)) own.push(id);
  }
  if (spellings.size >= SPELLINGS_KEPT) spellings.clear();
  const spelling = { of: keyIds.size, own, finished: [] };
  spellings.set(norm, spelling);
  return spelling;
}

/** Adds the key's number to `ids` when something listens for the key. */
function pushKnown(ids: number[], key: string): void {
  const id = keyIds.get(key);
  if (id !== undefined) ids.push(id);
}

/** The numbers of the word's keys that something listens for (worked out again if keys were added). */
function wordKeyIds(word: Word): readonly number[] {
  if (word.keyIds && word.keyIdsOf === keyIds.size) return word.keyIds;
  const { norm } = word;
  const spelling = spellingOf(norm);
  const variant = KIND_INDEX[word.kind] * 2 + (word.capital ? 1 : 0);
  let ids = spelling.finished[variant];
  if (!ids) {
    const list = [...spelling.own];
    const first = norm.charCodeAt(0);
    pushKnown(list, KIND_KEYS[word.kind]);
    if (word.kind === "word" && first >= 48 && first <= 57) pushKnown(list, "#digit");
    if (word.capital) pushKnown(list, "#cap");
    spelling.finished[variant] = list;
    ids = list;
  }
  word.keyIds = ids;
  word.keyIdsOf = keyIds.size;
  return ids;
}

/** Adds `value` to the list at `id`, creating the list. */
function listAt<T>(lists: (T[] | undefined)[], id: number, value: T): void {
  const list = lists[id];
  if (list) list.push(value);
  else lists[id] = [value];
}

// A phrase's words sit next to each other, commas and quotes aside; a full stop, colon,
// semicolon, dash or bracket ends the run.
const continues = (words: readonly Word[], i: number, start: number) =>
  i < words.length && (i === start || !words[i]!.hardBreak);

/** A word node says which word it is, so a choice can look it up instead of running it. */
type WordNode = Node & { word?: string };

function wordNode(text: string): WordNode {
  return {
    word: text,
    run(words, i, start, ends) {
      if (continues(words, i, start) && words[i]!.norm === text) ends.add(i + 1);
    },
    keys: new Set([text]),
    nullable: false,
    names: (word) => word === text,
  };
}

/** Glob match of one word against `parts` (split on `*`): prefix, suffix, middles in order. */
export function globMatches(word: string, parts: readonly string[]): boolean {
  if (parts.length === 1) return word === parts[0];
  const first = parts[0] ?? "";
  const last = parts.at(-1) ?? "";
  if (word.length < first.length + last.length) return false;
  if (!word.startsWith(first) || !word.endsWith(last)) return false;
  let at = first.length;
  const limit = word.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = word.indexOf(middle, at);
    if (found === -1 || found + middle.length > limit) return false;
    at = found + middle.length;
  }
  return true;
}

function globNode(parts: readonly string[]): Node {
  const prefix = parts[0] ?? "";
  const suffix = parts.at(-1) ?? "";
  // Indexed by its first letters ("guarant*"), else by its last ones ("*'ll").
  const keys =
    prefix.length >= 2
      ? new Set([`^${prefix.slice(0, 2)}`])
      : suffix.length >= 2
        ? new Set([`$${suffix.slice(-2)}`])
        : null;
  return {
    run(words, i, start, ends) {
      if (continues(words, i, start) && globMatches(words[i]!.norm, parts)) ends.add(i + 1);
    },
    keys,
    nullable: false,
    names: (word) => globMatches(word, parts),
  };
}

/** A lone `*`: up to WILDCARD_MAX_WORDS words, inside one clause. */
const gapNode: Node = {
  run(words, i, _start, ends) {
    ends.add(i);
    for (let k = 1; k <= WILDCARD_MAX_WORDS && i + k <= words.length; k++) {
      if (words[i + k - 1]!.clauseBreak) break;
      if (i + k < words.length && words[i + k]!.clauseBreak) break;
      ends.add(i + k);
    }
  },
  keys: null,
  nullable: true,
  names: () => false,
};

function sequenceNode(children: readonly Node[]): Node {
  const scratch = children.map(() => new Positions());
  let keys: Set<string> | null = new Set();
  for (const child of children) {
    if (child.keys === null) {
      keys = null;
      break;
    }
    for (const key of child.keys) keys.add(key);
    if (!child.nullable) break;
  }
  if (children.every((c) => c.nullable)) keys = null;
  return {
    run(words, i, start, ends) {
      // One set per step, the node's own: a node is never running twice at once (slots do not
      // contain themselves), and allocating sets per attempt was most of the checker's garbage.
      let states: Positions | null = null;
      for (let step = 0; step < children.length; step++) {
        const next = scratch[step]!;
        next.clear();
        const child = children[step]!;
        if (states === null) child.run(words, i, start, next);
        else for (let k = 0; k < states.size; k++) child.run(words, states.get(k), start, next);
        if (next.size === 0) return;
        states = next;
      }
      if (states) for (let k = 0; k < states.size; k++) ends.add(states.get(k));
    },
    keys,
    nullable: children.every((c) => c.nullable),
    names: (word) => children.some((c) => c.names(word)),
    required: children.flatMap(requirements),
  };
}

/**
 * One of several alternatives. A slot or a choice can list dozens of words, so single words are
 * one set look-up, and every other alternative is tried only at words its first element can
 * match (by the same keys the phrase index uses).
 */
function choiceNode(alternatives: readonly Node[], optional: boolean): Node {
  let keys: Set<string> | null = new Set();
  for (const alternative of alternatives) {
    if (alternative.keys === null) {
      keys = null;
      break;
    }
    for (const key of alternative.keys) keys.add(key);
  }
  const single = new Set<string>();
  const byKey: (Node[] | undefined)[] = [];
  let keyed = false;
  const anywhere: Node[] = [];
  for (const alternative of alternatives) {
    const word = (alternative as WordNode).word;
    if (word !== undefined) {
      single.add(word);
      continue;
    }
    if (alternative.keys === null || alternative.nullable) {
      anywhere.push(alternative);
      continue;
    }
    for (const key of alternative.keys) listAt(byKey, keyId(key), alternative);
    keyed = true;
  }
  // The node's own list of alternatives tried at a word, reused (as a sequence reuses its sets:
  // a node never runs twice at once), so a choice allocates nothing per word. It is counted,
  // not emptied: setting an array's length to 0 gives up its storage.
  const tried: Node[] = [];
  let triedCount = 0;
  return {
    run(words, i, start, ends) {
      if (optional) ends.add(i);
      for (const alternative of anywhere) alternative.run(words, i, start, ends);
      const word = words[i];
      if (!word) return;
      if (single.has(word.norm) && (i === start || !word.hardBreak)) ends.add(i + 1);
      if (!keyed) return;
      triedCount = 0;
      for (const id of wordKeyIds(word)) {
        const list = byKey[id];
        if (!list) continue;
        for (const alternative of list) {
          // An alternative listed under two of the word's keys runs once.
          if (wasTried(tried, triedCount, alternative)) continue;
          tried[triedCount++] = alternative;
          alternative.run(words, i, start, ends);
        }
      }
    },
    keys,
    nullable: optional || alternatives.some((a) => a.nullable),
    names: (word) => alternatives.some((a) => a.names(word)),
  };
}

function wasTried(tried: readonly Node[], count: number, node: Node): boolean {
  for (let t = 0; t < count; t++) if (tried[t] === node) return true;
  return false;
}

const slotNodes = new Map<PhraseSlot, Node>();

function slotNode(name: PhraseSlot): Node {
  const cached = slotNodes.get(name);
  if (cached) return cached;
  const definition = slotDefinitions[name];
  const phrases = (definition.phrases ?? []).map((p) => compileElements(parseOrThrow(p)));
  const parts: Node[] = [...phrases];
  if (definition.match) {
    const match = definition.match;
    parts.push({
      run(words, i, start, ends) {
        if (continues(words, i, start)) match(words, i, ends);
      },
      keys: definition.keys ? new Set(definition.keys) : null,
      nullable: false,
      names: () => false,
    });
  }
  const node = choiceNode(parts, false);
  slotNodes.set(name, node);
  return node;
}

function compileElement(element: PhraseElement): Node {
  switch (element.kind) {
    case "word":
      return wordNode(element.text);
    case "glob":
      return globNode(element.parts);
    case "slot":
      return slotNode(element.name);
    case "gap":
      return gapNode;
    case "group":
      return choiceNode(
        element.alternatives.map((alternative) => compileElements(alternative)),
        element.optional,
      );
  }
}

function compileElements(elements: readonly PhraseElement[]): Node {
  const nodes = elements.map(compileElement);
  return nodes.length === 1 ? nodes[0]! : sequenceNode(nodes);
}

/**
 * The rulebook's own phrases: the wildcard cap is for the rule form (a word-internal `*` costs
 * nothing, and the rulebook lists many), and a phrase that does not parse is a bug.
 */
function parseOrThrow(phrase: string): PhraseElement[] {
  const parsed = parsePhrase(phrase, { wildcards: Number.POSITIVE_INFINITY });
  if (!parsed.ok) throw new Error(`Invalid phrase "${phrase}": ${parsed.error}`);
  return parsed.elements;
}

/** Compiles a phrase; null when it does not parse (the rule form refuses those first). */
export function compilePhrase(phrase: string): CompiledPhrase | null {
  const parsed = parsePhrase(phrase);
  if (!parsed.ok) return null;
  const node = compileElements(parsed.elements);
  return compiled(phrase, node);
}

function compiled(source: string, node: Node): CompiledPhrase {
  return { source, node, keys: node.keys ? [...node.keys] : null, required: requirements(node) };
}

/** Compiles a phrase the rulebook is written in: a mistake there is a bug, so it throws. */
export function compileBuiltIn(phrase: string): CompiledPhrase {
  return compiled(phrase, compileElements(parseOrThrow(phrase)));
}

/**
 * The match of the phrase beginning at word `i`: the index just past it, or null. The shortest
 * match, stretched over the words right after it that also end a match, so a gap takes as few
 * words as it can while a final slot takes all of "$2 million".
 */
// One set for every attempt: matchAt never runs inside another matchAt, and most attempts end
// at their first word, so allocating a set each time was most of the garbage.
const attemptEnds = new Positions();

export function matchAt(phrase: CompiledPhrase, words: readonly Word[], i: number): number | null {
  const ends = attemptEnds;
  ends.clear();
  phrase.node.run(words, i, i, ends);
  let best: number | null = null;
  for (let k = 0; k < ends.size; k++) {
    const end = ends.get(k);
    if (end > i && (best === null || end < best)) best = end;
  }
  if (best === null) return null;
  while (ends.has(best + 1)) best += 1;
  return best;
}

/**
 * Sorts the first `count` numbers ascending. A word has a handful of candidates, and insertion
 * sort on them allocates nothing (a typed array's own sort copies what it sorts).
 */
function sortInPlace(values: Int32Array, count: number): void {
  for (let i = 1; i < count; i++) {
    const value = values[i]!;
    let j = i - 1;
    while (j >= 0 && values[j]! > value) {
      values[j + 1] = values[j]!;
      j -= 1;
    }
    values[j + 1] = value;
  }
}

/** Keys nearly every sentence has: some word, a capital. */
function isWeakKey(key: string): boolean {
  return key === "#word" || key === "#cap";
}

export interface PhraseHit<T> {
  value: T;
  /** Word indexes: the first word and just past the last. */
  start: number;
  end: number;
}

/**
 * Many phrases over one text: each is tried only at words its first element can match (by the
 * word, its first letters or its kind), so most words try no phrase at all.
 */
export class PhraseIndex<T> {
  /** Entries by the number of a key their first element can match (see keyId). */
  private readonly byKey: (number[] | undefined)[] = [];
  private readonly anywhere: number[] = [];
  private readonly entries: { phrase: CompiledPhrase; value: T }[];
  /** Requirement ids by key number, and each entry's requirement ids. */
  private readonly requirementsByKey: (number[] | undefined)[] = [];
  private readonly entryRequirements: number[][] = [];
  private requirementCount = 0;
  private scanning = false;
  private generation = 0;
  private base = 1;
  private seen: Int32Array = new Int32Array(0);
  private met: Uint32Array = new Uint32Array(0);
  private verdict: Uint32Array = new Uint32Array(0);

  /** Whether entry `n` can match in this scan's sentence (worked out once per scan). */
  private possible(n: number, generation: number, met: Uint32Array, verdict: Uint32Array): boolean {
    const known = verdict[n]!;
    if (known === generation * 2) return true;
    if (known === generation * 2 + 1) return false;
    let ok = true;
    const required = this.entryRequirements[n]!;
    for (let r = 0; r < required.length; r++) {
      if (met[required[r]!] !== generation) {
        ok = false;
        break;
      }
    }
    verdict[n] = generation * 2 + (ok ? 0 : 1);
    return ok;
  }

  /** The entries to try at the current word, in scans of its own. */
  private candidates: Int32Array = new Int32Array(0);
  /** Per key number, the generation that last met it (grown as keys are numbered). */
  private keySeen: Uint32Array = new Uint32Array(0);

  private keySeenFor(generation: number): Uint32Array {
    if (this.keySeen.length < keyIds.size || generation === 1) {
      this.keySeen = new Uint32Array(Math.max(keyIds.size, this.keySeen.length));
    }
    return this.keySeen;
  }

  /** A fresh range of word marks for `seen`; starts over (with a cleared buffer) when spent. */
  private nextBase(length: number): number {
    if (this.base + length + 1 >= 2 ** 31 - 1) {
      this.seen.fill(0);
      this.base = 1;
    }
    const base = this.base;
    this.base += length + 1;
    return base;
  }

  constructor(entries: readonly { phrase: CompiledPhrase; value: T }[]) {
    this.entries = [...entries];
    for (const entry of this.entries) {
      const ids: number[] = [];
      for (const keys of entry.phrase.required) {
        // A requirement any sentence meets ("some word", "a capital") filters nothing and
        // costs a look-up for every word: leave it out.
        if ([...keys].some(isWeakKey)) continue;
        const id = this.requirementCount++;
        ids.push(id);
        for (const key of keys) listAt(this.requirementsByKey, keyId(key), id);
      }
      this.entryRequirements.push(ids);
    }
    this.seen = new Int32Array(this.entries.length);
    this.candidates = new Int32Array(this.entries.length);
    this.met = new Uint32Array(this.requirementCount);
    this.verdict = new Uint32Array(this.entries.length);
    this.entries.forEach((entry, n) => {
      if (entry.phrase.keys === null) {
        this.anywhere.push(n);
        return;
      }
      for (const key of entry.phrase.keys) listAt(this.byKey, keyId(key), n);
    });
  }

  /**
   * Visits every hit in order of its first word (then of the entries); `settled` skips entries
   * the caller has finished with (a rule that already flagged this sentence).
   */
  scan(
    words: readonly Word[],
    visit: (value: T, start: number, end: number) => void,
    settled?: (value: T) => boolean,
  ): void {
    // Buffers are the index's own unless a scan is already running (a visit may scan again).
    // Marks are generation numbers, so no buffer is cleared between scans.
    const own = !this.scanning;
    this.scanning = true;
    if (own && this.generation >= 2 ** 30) {
      // Generations fit the buffers' 32 bits: start over, buffers cleared.
      this.generation = 0;
      this.met.fill(0);
      this.verdict.fill(0);
    }
    const generation = own ? ++this.generation : 1;
    const seen = own ? this.seen : new Int32Array(this.entries.length);
    const met = own ? this.met : new Uint32Array(this.requirementCount);
    // Per entry: generation*2 when possible, generation*2+1 when not, anything else unknown.
    const verdict = own ? this.verdict : new Uint32Array(this.entries.length);
    // Counted, not emptied per word (an array emptied by `length = 0` gives up its storage).
    const candidates = own ? this.candidates : new Int32Array(this.entries.length);
    // A phrase can match only if the sentence holds a word for each of its required elements:
    // most phrases are ruled out once per sentence, before any word is tried.
    // Each distinct key once: a sentence repeats its small words and their letters.
    const keySeen = own ? this.keySeenFor(generation) : new Uint32Array(keyIds.size);
    // Indexed loops, not for-of: this is the checker's hottest loop, and iterators here were
    // most of a check's garbage.
    for (let w = 0; w < words.length; w++) {
      const keys = wordKeyIds(words[w]!);
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k]!;
        if (keySeen[key] === generation) continue;
        keySeen[key] = generation;
        const ids = this.requirementsByKey[key];
        if (ids) for (let r = 0; r < ids.length; r++) met[ids[r]!] = generation;
      }
    }
    // `seen[n]` holds the word index (offset by the generation's base) an entry was last
    // gathered at, so an entry is tried once per word.
    const base = own ? this.nextBase(words.length) : 1;
    try {
      for (let i = 0; i < words.length; i++) {
        let count = 0;
        const keys = wordKeyIds(words[i]!);
        for (let k = 0; k < keys.length; k++) {
          const listed = this.byKey[keys[k]!];
          if (!listed) continue;
          for (let l = 0; l < listed.length; l++) {
            const n = listed[l]!;
            if (seen[n] !== base + i && this.possible(n, generation, met, verdict)) {
              seen[n] = base + i;
              candidates[count++] = n;
            }
          }
        }
        for (let l = 0; l < this.anywhere.length; l++) {
          const n = this.anywhere[l]!;
          if (seen[n] !== base + i && this.possible(n, generation, met, verdict)) {
            seen[n] = base + i;
            candidates[count++] = n;
          }
        }
        sortInPlace(candidates, count);
        for (let c = 0; c < count; c++) {
          const entry = this.entries[candidates[c]!]!;
          if (settled?.(entry.value)) continue;
          const end = matchAt(entry.phrase, words, i);
          if (end !== null) visit(entry.value, i, end);
        }
      }
    } finally {
      if (own) this.scanning = false;
    }
  }

  /** Every hit, in order of its first word. */
  hits(words: readonly Word[]): PhraseHit<T>[] {
    const out: PhraseHit<T>[] = [];
    this.scan(words, (value, start, end) => out.push({ value, start, end }));
    return out;
  }

  get size(): number {
    return this.entries.length;
  }
}

/** Whether the phrase names the word itself (so a negator in a matched span is the claim's own). */
export function phraseNames(phrase: CompiledPhrase, word: string): boolean {
  return phrase.node.names(word);
}
