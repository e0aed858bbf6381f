import type { ComplianceFix } from "@studio/shared";
import { type PlainText, toOriginalSpan } from "./plain-text";
import type { Edit } from "./rule-engine";

/**
 * The smallest edit that turns `before` into `after`, widened to whole words so a fix never
 * splits one: what a whole-sentence rewrite (the scorer's, a model's) actually changes.
 */
export function diffEdit(before: string, after: string): Edit | null {
  if (before === after) return null;
  let start = 0;
  const limit = Math.min(before.length, after.length);
  while (start < limit && before[start] === after[start]) start += 1;
  let tail = 0;
  while (
    tail < limit - start &&
    before[before.length - 1 - tail] === after[after.length - 1 - tail]
  ) {
    tail += 1;
  }
  // Never split a word: back to its start, on to its end (the prefix and suffix are shared, so
  // both texts widen alike).
  const inWord = (text: string, at: number) =>
    at > 0 && at < text.length && isWordChar(text[at - 1]!) && isWordChar(text[at]!);
  while (start > 0 && (inWord(before, start) || inWord(after, start))) start -= 1;
  while (tail > 0 && (inWord(before, before.length - tail) || inWord(after, after.length - tail))) {
    tail -= 1;
  }
  return {
    start,
    end: before.length - tail,
    text: after.slice(start, after.length - tail),
  };
}

const isWordChar = (c: string) => /[\p{L}\p{N}]/u.test(c);

/**
 * A sentence's edit as a fix on the original text: plain-text offsets mapped back through the
 * markup. An insertion at the sentence's end goes after any closing markup ("**...**").
 */
export function toFix(plain: PlainText, sentenceStart: number, edit: Edit): ComplianceFix {
  const start = sentenceStart + edit.start;
  const end = sentenceStart + edit.end;
  if (end > start) {
    const span = toOriginalSpan(plain, start, end);
    return { start: span.start, end: span.end, text: edit.text };
  }
  const at = start < plain.text.length ? plain.offsets[start]! : (plain.offsets.at(-1) ?? 0);
  return { start: at, end: at, text: edit.text };
}

/**
 * The fix for a rewrite of a whole span of a text (a model's rewrite of a sentence): the
 * smallest range that changes, so applying it keeps the words and markup around the change.
 */
export function rewriteFix(
  text: string,
  start: number,
  end: number,
  rewritten: string,
): ComplianceFix | null {
  const edit = diffEdit(text.slice(start, end), rewritten);
  return edit ? { start: start + edit.start, end: start + edit.end, text: edit.text } : null;
}

// What may stand before a line's text (a quote or list marker or a list number, heading and
// emphasis marks) and after it (closing marks). Scans read only such characters, so a text of
// many deletions stays linear.
const LEAD_CHAR = /[\s>*+_#\d.)-]/;
const LIST_MARKER = /^(?:[>*+-]|\d+[.)])/;
const MARKS = /^[\s*_#]*$/;
const TRAIL_CHAR = /[\s*_#]/;

/** Spaces, one list or quote marker at most, then only heading and emphasis marks. */
function isLineLead(text: string): boolean {
  return MARKS.test(text.trimStart().replace(LIST_MARKER, ""));
}

/**
 * A fix that deletes a line's whole text deletes the line: its list marker or heading marks
 * and its line break go with it, so no empty bullet or blank line is left behind.
 */
export function wholeLineRemoval(original: string, fix: ComplianceFix): ComplianceFix {
  if (fix.text !== "") return fix;
  let lineStart = fix.start;
  while (lineStart > 0 && original[lineStart - 1] !== "\n") {
    if (!LEAD_CHAR.test(original[lineStart - 1]!)) return fix;
    lineStart -= 1;
  }
  if (!isLineLead(original.slice(lineStart, fix.start))) return fix;
  let lineEnd = fix.end;
  while (lineEnd < original.length && original[lineEnd] !== "\n") {
    if (!TRAIL_CHAR.test(original[lineEnd]!)) return fix;
    lineEnd += 1;
  }
  // The line and the break after it; the last line takes the break before it instead.
  if (lineEnd < original.length) return { start: lineStart, end: lineEnd + 1, text: "" };
  return { start: Math.max(0, lineStart - 1), end: lineEnd, text: "" };
}
