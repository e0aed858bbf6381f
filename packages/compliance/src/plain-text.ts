/**
 * The spec's markup (`##x##`, `**x**`, `--x--`, `* ` and `1. ` bullets) stripped from a text,
 * with a map from every plain-text position back to the original, so a flag found in the prose
 * points at the right words of the text as the user sees and edits it.
 */
export interface PlainText {
  /** The prose: markers removed, line breaks kept. */
  text: string;
  /** `offsets[i]` is the original UTF-16 offset of plain character `i`; one extra entry ends it. */
  offsets: number[];
}

// The same inline grammar the SPA renders (apps/web generated-text.tsx): bold pairs, and italic
// pairs that hug non-space so a spaced dash ("Q1 -- strong -- quarter") stays prose.
const INLINE = /(\*\*|##)(.+?)\1|--(\S(?:.*?\S)?)--/;
// Every marker (**, ##, --) is two characters long.
const MARKER = 2;
const LIST_MARKER = /^(\s*)(?:\*\s+|\d+\.\s+)/;

export function toPlainText(original: string): PlainText {
  let text = "";
  const offsets: number[] = [];
  let lineStart = 0;
  while (lineStart <= original.length) {
    const newline = original.indexOf("\n", lineStart);
    const lineEnd = newline === -1 ? original.length : newline;
    const line = original.slice(lineStart, lineEnd);
    const marker = LIST_MARKER.exec(line);
    const contentStart = marker ? marker[0].length : 0;
    appendLine(line, lineStart, contentStart);
    if (newline === -1) break;
    text += "\n";
    offsets.push(newline);
    lineStart = newline + 1;
  }
  offsets.push(original.length);
  return { text, offsets };

  function appendLine(line: string, base: number, from: number): void {
    // Markers are dropped; runs between them are copied whole, and every kept character
    // remembers where it came from.
    const cuts: Array<[number, number]> = [];
    // Walks the markup as the renderer parses it: a pair, then whatever is nested inside it.
    const collect = (segment: string, offset: number): void => {
      let rest = segment;
      let at = offset;
      for (let match = INLINE.exec(rest); match; match = INLINE.exec(rest)) {
        const start = at + match.index;
        const end = start + match[0].length;
        cuts.push([start, start + MARKER], [end - MARKER, end]);
        collect(match[2] ?? match[3] ?? "", start + MARKER);
        const consumed = match.index + match[0].length;
        rest = rest.slice(consumed);
        at += consumed;
      }
    };
    collect(line.slice(from), from);
    cuts.sort((a, b) => a[0] - b[0]);
    let at = from;
    for (const [cutStart, cutEnd] of [...cuts, [line.length, line.length] as [number, number]]) {
      if (cutStart > at) {
        text += line.slice(at, cutStart);
        for (let i = at; i < cutStart; i++) offsets.push(base + i);
      }
      at = Math.max(at, cutEnd);
    }
  }
}

/** Maps a plain-text span back to the original text: from the first to just past the last char. */
export function toOriginalSpan(
  plain: PlainText,
  start: number,
  end: number,
): { start: number; end: number } {
  const originalStart = plain.offsets[start] ?? plain.offsets.at(-1) ?? 0;
  if (end <= start) return { start: originalStart, end: originalStart };
  const lastChar = plain.offsets[end - 1] ?? originalStart;
  return { start: originalStart, end: lastChar + 1 };
}
