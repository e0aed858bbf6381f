/**
 * Where a comment's quote stands in a later text (issue 24 item 2: comments follow the text
 * through edits). Where it was, if it is still there; otherwise the occurrence nearest the old
 * offset; null (the comment is outdated) when the quote is gone. Two searches at most, one
 * forward and one backward from the old offset, so any text costs the same.
 */
export interface TextAnchor {
  start: number;
  end: number;
}

export function reanchorQuote(
  text: string,
  anchor: { start: number; quote: string },
): TextAnchor | null {
  const { start, quote } = anchor;
  const length = quote.length;
  // An empty quote (a point between characters) stays at its offset, kept inside the text.
  if (length === 0) {
    const at = Math.min(start, text.length);
    return { start: at, end: at };
  }
  if (text.startsWith(quote, start)) return { start, end: start + length };
  const after = text.indexOf(quote, start);
  const before = start > 0 ? text.lastIndexOf(quote, start - 1) : -1;
  if (after < 0 && before < 0) return null;
  const nearest =
    after < 0 ? before : before < 0 ? after : start - before <= after - start ? before : after;
  return { start: nearest, end: nearest + length };
}
