/**
 * Plain-text helpers of the offline composer. No pattern here is built from user text (they are
 * all literals that scan once), so a 1,000-character instruction or a long knowledge entry costs
 * a single pass.
 */

/** A word: letters and digits, with inner apostrophes ("member's", "don't"). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

const STOPWORDS = new Set(
  (
    "a about above after again all also am an and any are as at be been before being below " +
    "between both but by can could did do does doing down during each every few for from " +
    "further had has have having he her here hers him his how i if in into is it its just " +
    "me more most my no nor not now of off on once only or other our ours out over own same " +
    "she should so some such than that the their theirs them then there these they this " +
    "those through to too under until up very was we were what when where which while who " +
    "whom why will with would you your yours mention include note please also always make " +
    "sure readers reader issue draft email newsletter"
  ).split(" "),
);

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Lower-cased words of four letters or more that carry meaning ("webinar", "april"). */
export function contentWords(text: string): string[] {
  return wordsOf(text.toLowerCase())
    .filter((w) => w.length >= 4 && !STOPWORDS.has(w))
    .map(stem);
}

/** Plurals compare with their singular ("dividends", "dividend"). */
function stem(word: string): string {
  return word.length > 4 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/** How many of `words` appear among the content words of `text`. */
export function sharedWords(words: readonly string[], text: string): number {
  const present = new Set(contentWords(text));
  return new Set(words.filter((w) => present.has(w))).size;
}

const ENDS = ".!?";
const CLOSERS = "\"'”’)";

/**
 * The sentences of a text, in order. A blank line always ends a sentence (a PDF page's heading
 * sits on its own paragraph), single line breaks are spaces, and a piece without closing
 * punctuation (a heading, a label) is returned as it is, so callers can tell it apart.
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const flat = paragraph.replace(/\s+/g, " ").trim();
    let start = 0;
    for (let i = 0; i < flat.length; i += 1) {
      if (!ENDS.includes(flat[i] ?? "")) continue;
      let end = i;
      while (end + 1 < flat.length && (ENDS + CLOSERS).includes(flat[end + 1] ?? "")) end += 1;
      if (end + 1 === flat.length || flat[end + 1] === " ") {
        const sentence = flat.slice(start, end + 1).trim();
        if (sentence) sentences.push(sentence);
        start = end + 1;
      }
      i = end;
    }
    const rest = flat.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences;
}

/** `text` without any of `chars` at its end (a loop: a `[…]+$` pattern rescans on a miss). */
export function trimEndOf(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1] ?? "")) end -= 1;
  return text.slice(0, end);
}

export function endsLikeSentence(text: string): boolean {
  const last = trimEndOf(text.trimEnd(), CLOSERS);
  return ENDS.includes(last.at(-1) ?? "");
}

/** First letter upper-cased. */
export function capitalise(text: string): string {
  return text.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
}

/** Ends with a full stop unless it already ends like a sentence. */
export function asSentence(text: string): string {
  const trimmed = trimEndOf(text.trim(), ",;: ");
  return endsLikeSentence(trimmed) ? capitalise(trimmed) : `${capitalise(trimmed)}.`;
}

/** Text with its surrounding quotes removed ('"members"' → 'members'). */
export function unquote(text: string): string {
  let t = text.trim();
  while (t.length >= 2 && `"'“‘`.includes(t[0] ?? "") && `"'”’`.includes(t.at(-1) ?? "")) {
    t = t.slice(1, -1).trim();
  }
  return t;
}

interface Token {
  text: string;
  word: boolean;
}

function tokens(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    if (index > at) out.push({ text: text.slice(at, index), word: false });
    out.push({ text: match[0], word: true });
    at = index + match[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), word: false });
  return out;
}

/**
 * Replaces every whole-word occurrence of `from` (one or more words, any case) with `to`, keeping
 * a capital where the original had one. Word by word, never a pattern built from the text.
 */
export function replaceWords(text: string, from: string, to: string): string {
  const target = wordsOf(from.toLowerCase());
  if (target.length === 0) return text;
  const parts = tokens(text);
  const out: string[] = [];
  for (let i = 0; i < parts.length; ) {
    const match = matchAt(parts, i, target);
    if (match === -1) {
      out.push(parts[i]?.text ?? "");
      i += 1;
      continue;
    }
    const first = parts[i]?.text ?? "";
    out.push(/^\p{Lu}/u.test(first) ? capitalise(to) : to);
    i = match;
  }
  return out.join("");
}

/** The index after a match of `target` starting at token `i`, or -1. */
function matchAt(parts: Token[], i: number, target: string[]): number {
  let at = i;
  for (let w = 0; w < target.length; w += 1) {
    const part = parts[at];
    if (!part?.word || part.text.toLowerCase() !== target[w]) return -1;
    at += 1;
    if (w < target.length - 1) {
      // Words of a phrase are separated by plain spaces only.
      if (parts[at]?.word !== false || (parts[at]?.text ?? "").trim() !== "") return -1;
      at += 1;
    }
  }
  return at;
}

/** Whether `phrase` (one or more words) occurs in `text` as whole words, any case. */
export function containsWords(text: string, phrase: string): boolean {
  const target = wordsOf(phrase.toLowerCase());
  if (target.length === 0) return false;
  const parts = tokens(text);
  for (let i = 0; i < parts.length; i += 1) if (matchAt(parts, i, target) !== -1) return true;
  return false;
}
