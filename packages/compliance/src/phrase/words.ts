import { normalizeWord } from "@studio/shared";

/**
 * A sentence as words, the unit every rule and guard reads. One hand-written pass over the
 * characters (no regular expression that could backtrack): words keep inner apostrophes
 * ("can't"), `&` ("S&P") and the digits, dots and commas of a figure ("$1,000", "3.5%"); a
 * hyphen splits a compound ("risk-free" is two words) the way the phrase language does; every
 * other mark is punctuation, remembered on the word after it.
 */
export type WordKind = "word" | "number" | "money" | "percent";

export interface Word {
  /** Lower case, straight apostrophes, figures without thousands separators. */
  norm: string;
  raw: string;
  kind: WordKind;
  /** Offsets in the sentence's text. */
  start: number;
  end: number;
  /** The punctuation between the previous word and this one ("" when only spaces). */
  before: string;
  /** A clause ends before this word (a comma, semicolon, colon, dash, bracket or "but"). */
  clauseBreak: boolean;
  /** A stronger break: `.`, `!`, `?`, `;`, `:`, a dash or a bracket. Phrases never match across it. */
  hardBreak: boolean;
  /** Joined to the previous word by a hyphen ("risk-free"). */
  joined: boolean;
  /** Which clause of the sentence the word is in (0-based). */
  clause: number;
  /** Inside double quotation marks. */
  quoted: boolean;
  /** The first letter is a capital. */
  capital: boolean;
  /** Two or more letters, all capitals ("NOW", "GUARANTEED"). */
  allCaps: boolean;
  /**
   * The numbers of the keys phrases are indexed by (compile.ts's wordKeyIds), null until first
   * asked, and how many keys were numbered then. Set here so every word has one shape.
   */
  keyIds: readonly number[] | null;
  keyIdsOf: number;
}

const CURRENCY = new Set(["$", "£", "€", "¥"]);
// Dashes set off an aside ("$500—or more—a week"): a clause break, not a hard one.
// A colon introduces what follows ("Target price: $3.20"): a clause break, not a hard one.
// Brackets set off an aside ("(NASDAQ: ABCD) will soar"): clause breaks, not hard ones.
const HARD = new Set([".", "!", "?", ";", "…"]);
const SOFT = new Set([",", "(", ")", "[", "]", "—", "–", ";", ":"]);
const QUOTES = new Set(['"', "“", "”"]);
// Conjunctions that open a new clause: a negation before them does not reach past them.
const CLAUSE_WORDS = new Set([
  "but",
  "yet",
  "although",
  "though",
  "whereas",
  "however",
  "while",
  "unless",
]);

// ASCII is decided by its code; only other characters ask the Unicode tables (much slower).
const isLetter = (c: string) => {
  const code = c.charCodeAt(0);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  return /\p{L}/u.test(c);
};
const isDigit = (c: string) => c >= "0" && c <= "9";
const isAlnum = (c: string) => isDigit(c) || isLetter(c);

export function toWords(text: string): Word[] {
  const words: Word[] = [];
  let before = "";
  let quoted = false;
  let clause = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === " " || c === "\t" || c === "\n" || c === "\r" || c === "\u00a0") {
      // One space stands for any run: it tells a spaced dash (" - ") from a hyphen.
      if (!before.endsWith(" ")) before += " ";
      i += 1;
      continue;
    }
    const startsWord =
      isAlnum(c) || ((CURRENCY.has(c) || c === "#") && isAlnum(text[i + 1] ?? " "));
    if (!startsWord) {
      if (QUOTES.has(c)) {
        // A straight quote toggles; curly quotes say which way they face.
        quoted = c === "“" ? true : c === "”" ? false : !quoted;
      }
      before += c;
      i += 1;
      continue;
    }
    const start = i;
    i += 1;
    while (i < text.length) {
      const d = text[i]!;
      const next = text[i + 1] ?? " ";
      if (isAlnum(d)) i += 1;
      else if ((d === "'" || d === "’") && isLetter(next) && isAlnum(text[i - 1]!)) i += 1;
      else if (d === "&" && isLetter(next) && isLetter(text[i - 1]!)) i += 1;
      else if ((d === "." || d === ",") && isDigit(next) && isDigit(text[i - 1]!)) i += 1;
      else if (d === "." && isLetter(next) && text[i + 2] === "." && isLetter(text[i - 1]!)) {
        i += 1; // "U.S.": the dots of an abbreviation stay in it
      } else if (
        d === "." &&
        i - start === 1 &&
        /\p{Lu}/u.test(text[start]!) &&
        text[i + 1] === " "
      ) {
        i += 1; // an initial: "Sharon G. bagged"
        break;
      } else if (d === "%" && isDigit(text[i - 1]!)) {
        i += 1;
        break;
      } else break;
    }
    const raw = text.slice(start, i);
    const joined = before === "-" || before === "‑";
    const punctuation = before.trim();
    const hardBreak = words.length > 0 && hasAny(punctuation, HARD);
    const lower = raw.toLowerCase();
    const clauseBreak =
      words.length > 0 &&
      (hardBreak ||
        hasAny(punctuation, SOFT) ||
        / -|- |--/.test(before) ||
        CLAUSE_WORDS.has(lower));
    if (clauseBreak) clause += 1;
    words.push({
      norm: canonical(normalizeWord(raw)),
      raw,
      kind: kindOf(raw),
      start,
      end: i,
      before: punctuation,
      clauseBreak,
      hardBreak,
      joined,
      clause,
      quoted,
      capital: isCapital(raw),
      allCaps: isAllCaps(raw),
      keyIds: null,
      keyIdsOf: -1,
    });
    before = "";
  }
  return words;
}

function isAllCaps(raw: string): boolean {
  let capitals = 0;
  for (const c of raw) {
    const code = c.charCodeAt(0);
    if (code < 128) {
      if (code >= 97 && code <= 122) return false;
      if (code >= 65 && code <= 90) capitals += 1;
    } else if (/\p{Ll}/u.test(c)) return false;
    else if (/\p{Lu}/u.test(c)) capitals += 1;
  }
  return capitals >= 2;
}

function isCapital(raw: string): boolean {
  const code = raw.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return /^\p{Lu}/u.test(raw);
}

function hasAny(text: string, set: Set<string>): boolean {
  for (const c of text) if (set.has(c)) return true;
  return false;
}

function kindOf(raw: string): WordKind {
  const first = raw[0]!;
  if (CURRENCY.has(first) && isDigit(raw[1] ?? "")) return "money";
  if (raw.endsWith("%")) return "percent";
  if (/^\d[\d.,]*$/.test(raw)) return "number";
  return "word";
}

// One spelling for words that mean the same, so a phrase need not list them all. A Map, not an
// object literal: a word such as "constructor" must not find Object.prototype's members.
const CANONICAL = new Map([
  ["cannot", "can't"],
  ["wont", "won't"],
  ["dont", "don't"],
]);
function canonical(norm: string): string {
  return CANONICAL.get(norm) ?? norm;
}

/** The sentence's last mark, closing quotes and brackets aside, is `mark` ("?" for a question). */
export function sentenceEndsWith(text: string, mark: string): boolean {
  for (let i = text.length - 1; i >= 0; i--) {
    const c = text[i]!;
    if (c === " " || QUOTES.has(c) || c === "'" || c === "’" || c === ")") continue;
    return c === mark;
  }
  return false;
}
