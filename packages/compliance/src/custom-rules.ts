import type { ComplianceCategory, ComplianceSeverity } from "@studio/shared";
import { execAll } from "./exec-all";

/**
 * An administrator's rule: a phrase where `*` stands for "any letters" inside a word
 * ("guarant*") or for "up to a few words" on its own ("beat * market"). Phrases are never turned
 * into regular expressions: they are matched word by word, so matching stays linear in the text
 * whatever an administrator types.
 */
export interface CustomRule {
  id: number;
  phrase: string;
  category: ComplianceCategory;
  severity: ComplianceSeverity;
  reason: string;
  /** Replaces the matched words when the rewrite is applied; null when none fits. */
  suggestion: string | null;
}

/** How many words a lone `*` may stand for. */
export const WILDCARD_MAX_WORDS = 4;

type Token = { kind: "gap" } | { kind: "word"; parts: string[] };

export interface CompiledPhrase {
  tokens: Token[];
}

export interface Word {
  text: string;
  start: number;
  end: number;
}

// A word: letters and digits, with inner apostrophes, dots, commas and hyphens ("risk-free",
// "3.5%", "$1,000", "can't") kept together.
const WORD = /[\p{L}\p{N}$#%]+(?:['’.,-][\p{L}\p{N}%]+)*%?/gu;

export function normalizeWord(word: string): string {
  return word.toLowerCase().replace(/’/g, "'");
}

export function words(text: string): Word[] {
  const out: Word[] = [];
  for (const match of execAll(WORD, text)) {
    out.push({
      text: normalizeWord(match[0]),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return out;
}

/** Compiles a phrase; null when it has no word to anchor on (e.g. just `*`). */
export function compilePhrase(phrase: string): CompiledPhrase | null {
  const tokens: Token[] = [];
  for (const raw of phrase.trim().split(/\s+/)) {
    if (raw.length === 0) continue;
    if (/^\*+$/.test(raw)) {
      // Two gaps in a row are one gap.
      if (tokens.at(-1)?.kind !== "gap") tokens.push({ kind: "gap" });
      continue;
    }
    const cleaned = normalizeWord(raw).replace(/^[^\p{L}\p{N}$#*]+|[^\p{L}\p{N}%*]+$/gu, "");
    if (cleaned.length === 0) continue;
    tokens.push({ kind: "word", parts: cleaned.split(/\*+/) });
  }
  while (tokens[0]?.kind === "gap") tokens.shift();
  while (tokens.at(-1)?.kind === "gap") tokens.pop();
  return tokens.length > 0 ? { tokens } : null;
}

/** Glob match of one word against `parts` (split on `*`): prefix, suffix, middles in order. */
function wordMatches(word: string, parts: string[]): boolean {
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

/**
 * Every non-overlapping match of the phrase in the words, as [first word, last word] indexes.
 * From each start the candidate positions are a set of at most (tokens × gap) states, so the
 * work is linear in the number of words.
 */
export function findPhrase(phrase: CompiledPhrase, text: Word[]): Array<[number, number]> {
  const matches: Array<[number, number]> = [];
  let start = 0;
  while (start < text.length) {
    const end = matchFrom(phrase.tokens, text, start);
    if (end === null) {
      start += 1;
    } else {
      matches.push([start, end]);
      start = end + 1;
    }
  }
  return matches;
}

function matchFrom(tokens: Token[], text: Word[], start: number): number | null {
  // States: the word index the next token must match at.
  let positions = new Set<number>([start]);
  for (let t = 0; t < tokens.length; t++) {
    const token = tokens[t]!;
    const next = new Set<number>();
    if (token.kind === "gap") {
      for (const p of positions) {
        for (let skip = 0; skip <= WILDCARD_MAX_WORDS && p + skip <= text.length; skip++)
          next.add(p + skip);
      }
    } else {
      for (const p of positions) {
        const word = text[p];
        if (word && wordMatches(word.text, token.parts)) next.add(p + 1);
      }
    }
    if (next.size === 0) return null;
    positions = next;
  }
  // The shortest match ends at the smallest position.
  return Math.min(...positions) - 1;
}
