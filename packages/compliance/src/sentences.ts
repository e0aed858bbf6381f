import type { PlainText } from "./plain-text";

/** A sentence of the plain text: its words and where they sit (plain-text offsets). */
export interface Sentence {
  text: string;
  start: number;
  end: number;
}

// One segmenter for the process: constructing one costs far more than segmenting a sentence.
const segmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * Splits the prose into sentences with the Unicode segmenter. Line breaks end a sentence first:
 * headings and bullets rarely end with a full stop, and must not run into the next line.
 */
export function splitSentences(plain: PlainText): Sentence[] {
  const sentences: Sentence[] = [];
  let lineStart = 0;
  const { text } = plain;
  while (lineStart <= text.length) {
    const newline = text.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    if (lineEnd > lineStart) {
      for (const segment of segmenter.segment(text.slice(lineStart, lineEnd))) {
        const leading = segment.segment.length - segment.segment.trimStart().length;
        const trimmed = segment.segment.trim();
        if (trimmed.length === 0) continue;
        const start = lineStart + segment.index + leading;
        sentences.push({ text: trimmed, start, end: start + trimmed.length });
      }
    }
    if (newline === -1) break;
    lineStart = newline + 1;
  }
  return sentences;
}
