import { execAll } from "./exec-all";
import type { Sentence } from "./sentences";

// Talking up gains: the words that promise or celebrate money made.
const GAIN_TALK =
  /\b(?:gains?|gained|returns?|returned|profits?|profitable|upside|soar\w*|doubl(?:e|ed|es|ing)|tripl(?:e|ed|es|ing)|outperform\w*|rall(?:y|ies|ied)|windfall|beat(?:s|ing)? the market|get rich|rich|wealth\w*|skyrocket\w*|surg(?:e|ed|es|ing)|make money|winners?|\d+(?:\.\d+)?% (?:a year|annually|per year))\b/gi;

// Any honest word about risk ("risk-free" and "can't lose" are the opposite, so they don't count).
const RISK_TALK =
  /\brisks?\b(?![- ]?free)|\brisky\b|\b(?<!(?:can't|cannot|never|won't|not|no way to|can not) )los(?:e|es|ing|s|ses)\b|\bvolatil\w*|\bdownside\b(?! to)|\bdrawdowns?\b|\bno guarantee|\bnot guaranteed|\bdoes not guarantee|\bpast performance\b|\buncertain\w*|\b(?:could|may|might|can) (?:fall|decline|drop|lose|go down)|\bspeculative\b|\bdeclines?\b/i;

export interface GainMention {
  sentence: Sentence;
  /** Offsets in the plain text. */
  start: number;
  end: number;
}

/**
 * A document is unbalanced when it talks up gains more than once and never mentions risk. A lone
 * sentence is judged by the sentence rules only: balance is a property of a whole piece.
 */
export function findUnbalanced(plain: string, sentences: Sentence[]): GainMention | null {
  if (sentences.length < 2 || RISK_TALK.test(plain)) return null;
  let first: GainMention | null = null;
  let count = 0;
  for (const sentence of sentences) {
    for (const match of execAll(GAIN_TALK, sentence.text)) {
      count += 1;
      if (!first) {
        const start = sentence.start + match.index;
        first = { sentence, start, end: start + match[0].length };
      }
    }
  }
  return count >= 2 ? first : null;
}

/** Whitespace- and case-insensitive containment, markup ignored. */
export function containsDisclaimer(plain: string, disclaimer: string): boolean {
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  const wanted = squash(disclaimer);
  return wanted.length === 0 || squash(plain).includes(wanted);
}

const FIGURE =
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|m|bn|thousand|million|billion|trillion)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:%|percent\b|per cent\b)/gi;

/** A figure in a canonical spelling, so "$1,000" in the draft meets "$1000" in a source. */
export function canonicalFigure(raw: string): string {
  return raw
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/,/g, "")
    .replace(/percent/g, "%");
}

export interface Figure {
  text: string;
  start: number;
  end: number;
}

export function findFigures(text: string): Figure[] {
  const out: Figure[] = [];
  for (const match of execAll(FIGURE, text)) {
    out.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return out;
}

/** The canonical figures in a set of source texts. */
export function sourceFigures(sources: readonly { text: string }[]): Set<string> {
  const set = new Set<string>();
  for (const source of sources) {
    for (const figure of findFigures(source.text)) set.add(canonicalFigure(figure.text));
  }
  return set;
}
