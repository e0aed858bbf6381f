/**
 * The classifier's view of a sentence's words: lower-cased, figures reduced to their kind
 * (`<money>`, `<pct>`, `<year>`, `<num>`, `<code>`), words a negator reaches marked as negated,
 * each with its span in the sentence so a flag can underline the words that carried the claim.
 */

export interface Token {
  /** The normalised word: `guarantee`, `<money>`, `!`. */
  text: string;
  /** True when a negator earlier in the clause reaches this word ("does not guarantee"). */
  negated: boolean;
  /** Offsets in the sentence as given. */
  start: number;
  end: number;
  /** The word was written in capitals (three letters or more): shouting copy. */
  shouted: boolean;
}

// A code of letters and digits ("mjb6l5") is one token, not figures and stray letters; figures
// with a unit or an ordinal ("10x", "401k", "3rd", "1990s") stay figures.
const TOKEN =
  /\$\s?\d(?:[\d,]*\d)?(?:\.\d+)?(?:\s?(?:k|m|bn|million|billion)\b)?|\d(?:[\d,]*\d)?(?:\.\d+)?\s?%|(?!\d+(?:x|k|m|bn|st|nd|rd|th|s)\b)[a-z\d]*(?:[a-z]\d|\d[a-z])[a-z\d]*|\d(?:[\d,]*\d)?(?:\.\d+)?|[a-z]+(?:'[a-z]+)?|[!?"“”]/g;
const CODE = /^[a-z\d]*(?:[a-z]\d|\d[a-z])/;
const NEGATOR =
  /^(?:no|not|never|nothing|none|nobody|without|cannot|can't|don't|doesn't|didn't|won't|isn't|aren't|wasn't|weren't|shouldn't|wouldn't|couldn't|hardly|nor|neither)$/;
const CLAUSE_END = /^(?:but|yet|although|though|while|whereas|however)$/;
// Punctuation between two words that ends a negation's reach.
const CLAUSE_PUNCTUATION = new Set([",", ";", ":", ".", "(", ")", "—", "–"]);
const YEAR = /^(?:19|20)\d\d$/;
/** How many words a negator reaches. */
const NEGATION_REACH = 4;

/**
 * The sentence's tokens. Lower-casing keeps the string's length, so offsets into the lower-cased
 * text are offsets into the sentence.
 */
export function tokenize(sentence: string): Token[] {
  const text = sentence.replace(/[’‘`]/g, "'").toLowerCase();
  const out: Token[] = [];
  let negated = 0;
  let last = 0;
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    if (hasClausePunctuation(text, last, start)) negated = 0;
    last = end;
    const raw = match[0];
    let word: string;
    if (raw.startsWith("$")) word = "<money>";
    else if (raw.endsWith("%")) word = "<pct>";
    else if (CODE.test(raw)) word = "<code>";
    else if (/^\d/.test(raw)) word = YEAR.test(raw) ? "<year>" : "<num>";
    else if (raw === "“" || raw === "”") word = '"';
    else word = raw;
    if (CLAUSE_END.test(word)) negated = 0;
    const shouted = isShouted(sentence, start, end);
    if (NEGATOR.test(word)) {
      out.push({ text: word, negated: false, start, end, shouted });
      negated = NEGATION_REACH;
      continue;
    }
    out.push({ text: word, negated: negated > 0, start, end, shouted });
    if (negated > 0) negated -= 1;
  }
  return out;
}

// Read in place, without slicing the text: a sentence has a token every few characters.

/** Whether `text[from, to)` holds punctuation that ends a clause. */
function hasClausePunctuation(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (CLAUSE_PUNCTUATION.has(text[i]!)) return true;
  return false;
}

/** A word of three letters or more written in capitals (apostrophes allowed after the first). */
function isShouted(sentence: string, start: number, end: number): boolean {
  if (end - start < 3) return false;
  for (let i = start; i < end; i++) {
    const code = sentence.charCodeAt(i);
    const capital = code >= 65 && code <= 90;
    if (!capital && (i === start || code !== 39)) return false;
  }
  return true;
}
