/*
 * The phrase language of compliance rules, built-in and custom alike (issue 23): what a
 * compliance officer types in Admin → Compliance and what the rulebook is written in. Zod-free
 * and dependency-free: the rule form validates with it, the checker compiles from it.
 *
 *   word        a word, any case: `guaranteed`, `risk-free` (a hyphen joins two words)
 *   pre*        `*` inside a word stands for any letters: `guarant*`, `*fold`
 *   *           on its own, up to WILDCARD_MAX_WORDS words of one clause: `beat * market`
 *   {slot}      a named kind of words, defined once in the checker: `{amount}`, `{percent}`
 *   (a|b c)     one of several words or word sequences; `(a|b)?` may also be left out
 *
 * Parsing is one pass over the characters; matching (in @studio/compliance) is word by word and
 * never builds a regular expression from a phrase, so a rule cannot slow a check down.
 */

import { complianceMessages as m, PHRASE_WILDCARDS_MAX } from "./compliance-words";

// How deep parentheses may nest: enough for the rulebook, and a bound on a phrase's size.
const MAX_DEPTH = 4;

/** The named slots a phrase may use, with what each matches (shown in the rule form's help). */
export const phraseSlots = {
  amount: "a sum of money: $500, $2 million, 5,000 dollars, six figures",
  percent: "a percentage: 20%, 900 percent",
  huge: "a dramatic gain: 100% or more, triple digits, 10x, a ten-bagger",
  number: "a number: 3, 1,000, ten",
  multiple: "a multiple: double, triple, 10x, tenfold, ten times",
  timespan: "a stretch of time: 90 days, six months, a year, overnight",
  period: "a pay period: a month, per week, every year, monthly",
  ticker: "a ticker symbol: $TSLA, NASDAQ: ABCD, (XYZ)",
  asset: "an investment: this stock, shares, the fund, gold, bitcoin",
  index: "a market yardstick: the market, the S&P 500, the Dow, Nasdaq",
  gain: "money made: profits, gains, returns, income, a fortune",
  rise: "a price going up: soar, skyrocket, explode, double, go through the roof",
  fall: "a price going down: crash, plunge, collapse, tank",
  you: "the reader: you, your, investors, subscribers, members",
  we: "the publisher: we, our, us, I, my",
  earn: "making money: make, earn, collect, pocket, rake in, pull in",
  name: "a capitalised name mid-sentence: Amazon, Warren Buffett",
} as const;
export type PhraseSlot = keyof typeof phraseSlots;
export const phraseSlotNames = Object.keys(phraseSlots) as PhraseSlot[];

export type PhraseElement =
  /** A word, lower-case with straight apostrophes. */
  | { kind: "word"; text: string }
  /** A word with `*` inside: the literal parts between the stars, in order. */
  | { kind: "glob"; parts: string[] }
  | { kind: "slot"; name: PhraseSlot }
  /** A lone `*`: up to WILDCARD_MAX_WORDS words. */
  | { kind: "gap" }
  | { kind: "group"; alternatives: PhraseElement[][]; optional: boolean };

export type PhraseParse =
  | { ok: true; elements: PhraseElement[]; wildcards: number }
  | { ok: false; error: string };

/** Lower case, straight apostrophes, no thousands separators in figures: how words compare. */
export function normalizeWord(word: string): string {
  let out = word.toLowerCase();
  if (out.includes("’") || out.includes("‘") || out.includes("`")) out = out.replace(/[’‘`]/g, "'");
  if (out.includes(",") && /\d,\d/.test(out)) out = out.replace(/,/g, "");
  return out;
}

/** Without leading and trailing apostrophes (a quoted word), by index: no regex to backtrack. */
function trimQuotes(word: string): string {
  const quote = (c: string | undefined) => c === "'" || c === "’";
  let start = 0;
  let end = word.length;
  while (start < end && quote(word[start])) start += 1;
  while (end > start && quote(word[end - 1])) end -= 1;
  return word.slice(start, end);
}

const isWordChar = (c: string) => /[\p{L}\p{N}$£€#%&'’*]/u.test(c);

/**
 * Parses a phrase. Hyphens and punctuation separate words, as they do in the text; a word keeps
 * inner apostrophes, `&` ("S&P"), and the digits, dots and commas of a figure ("$1,000", "3.5%").
 */
export function parsePhrase(
  phrase: string,
  limits: { wildcards: number } = { wildcards: PHRASE_WILDCARDS_MAX },
): PhraseParse {
  const elements: PhraseElement[] = [];
  let wildcards = 0;
  // Open groups, innermost last: each holds its alternatives so far.
  const groups: PhraseElement[][][] = [];
  let current: PhraseElement[] = elements;
  const text = phrase.trim();
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "(") {
      if (groups.length >= MAX_DEPTH) return { ok: false, error: m.phraseNestedGroup };
      const first: PhraseElement[] = [];
      groups.push([first]);
      current = first;
      i += 1;
      continue;
    }
    if (c === "|") {
      const group = groups.at(-1);
      if (!group) return { ok: false, error: m.phraseUnbalanced };
      const next: PhraseElement[] = [];
      group.push(next);
      current = next;
      i += 1;
      continue;
    }
    if (c === ")") {
      const group = groups.pop();
      if (!group) return { ok: false, error: m.phraseUnbalanced };
      if (group.some((alternative) => alternative.length === 0)) {
        return { ok: false, error: m.phraseEmptyChoice };
      }
      const optional = text[i + 1] === "?";
      const outer = groups.at(-1);
      current = outer ? outer.at(-1)! : elements;
      current.push({ kind: "group", alternatives: group, optional });
      i += optional ? 2 : 1;
      continue;
    }
    if (c === "{") {
      const close = text.indexOf("}", i + 1);
      if (close === -1) return { ok: false, error: m.phraseUnbalanced };
      const name = text
        .slice(i + 1, close)
        .trim()
        .toLowerCase();
      if (!(name in phraseSlots)) {
        return { ok: false, error: m.phraseUnknownSlot(name, phraseSlotNames) };
      }
      current.push({ kind: "slot", name: name as PhraseSlot });
      i = close + 1;
      continue;
    }
    if (c === "}") return { ok: false, error: m.phraseUnbalanced };
    if (!isWordChar(c) || ((c === "'" || c === "’") && !isWordChar(text[i + 1] ?? " "))) {
      i += 1;
      continue;
    }
    let end = i;
    // A figure's inner dot or comma ("3.5%", "$1,000") stays in the word.
    while (
      end < text.length &&
      (isWordChar(text[end]!) ||
        ((text[end] === "." || text[end] === ",") &&
          /\d/.test(text[end - 1] ?? "") &&
          /\d/.test(text[end + 1] ?? "")))
    ) {
      end += 1;
    }
    const raw = trimQuotes(text.slice(i, end));
    i = end;
    if (raw.length === 0) continue;
    if (/^\*+$/.test(raw)) {
      if (groups.length > 0) return { ok: false, error: m.phraseGapInGroup };
      wildcards += 1;
      // Two gaps in a row are one gap.
      if (current.at(-1)?.kind !== "gap") current.push({ kind: "gap" });
      continue;
    }
    const word = normalizeWord(raw);
    if (word.includes("*")) {
      wildcards += (word.match(/\*+/g) ?? []).length;
      current.push({ kind: "glob", parts: word.split(/\*+/) });
    } else {
      current.push({ kind: "word", text: word });
    }
  }
  if (groups.length > 0) return { ok: false, error: m.phraseUnbalanced };
  while (elements[0]?.kind === "gap") elements.shift();
  while (elements.at(-1)?.kind === "gap") elements.pop();
  if (wildcards > limits.wildcards) return { ok: false, error: m.phraseTooManyWildcards };
  const anchored = elements.some((e) => e.kind !== "gap" && !(e.kind === "group" && e.optional));
  if (!anchored) return { ok: false, error: m.phraseNeedsWord };
  return { ok: true, elements, wildcards };
}
