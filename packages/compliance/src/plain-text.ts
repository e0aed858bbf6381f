/**
 * The spec's markup (`##x##`, `**x**`, `--x--`, `* ` and `1. ` bullets) stripped from a text,
 * with a map from every plain-text position back to the original, so a flag found in the prose
 * points at the right words of the text as the user sees and edits it.
 */
export interface PlainText {
  /** The prose: markers removed, line breaks kept. */
  text: string;
  /** `offsets[i]` is the original UTF-16 offset of plain character `i`; one extra entry ends it. */
  offsets: Int32Array;
}

// The same inline grammar the SPA renders (shared markup.ts): bold pairs `**x**` and `##x##`,
// and italic `--x--` whose inside begins and ends with a non-space, so a spaced dash ("Q1 --
// strong -- quarter") stays prose. The closing marker is the nearest one, as the renderer's
// lazy match has it. Read by a scanner with the next marker of each kind precomputed, so a line
// of 100,000 unclosed markers costs one pass (issue 27: the regex took seconds).
// Every marker (**, ##, --) is two characters long.
const MARKER_PAIRS = ["**", "##", "--"];
const MARKER = 2;
const LIST_MARKER = /^(\s*)(?:\*\s+|\d+\.\s+)/;

export function toPlainText(original: string): PlainText {
  let text = "";
  // The prose is never longer than the original: one typed buffer, filled in place.
  const offsets = new Int32Array(original.length + 1);
  let size = 0;
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
    offsets[size++] = newline;
    lineStart = newline + 1;
  }
  offsets[size++] = original.length;
  return { text, offsets: offsets.subarray(0, size) };

  function appendLine(line: string, base: number, from: number): void {
    // Markers are dropped; runs between them are copied whole, and every kept character
    // remembers where it came from.
    const cuts = markupCuts(line, from);
    let at = from;
    for (const [cutStart, cutEnd] of [...cuts, [line.length, line.length] as [number, number]]) {
      if (cutStart > at) {
        text += line.slice(at, cutStart);
        for (let i = at; i < cutStart; i++) offsets[size++] = base + i;
      }
      at = Math.max(at, cutEnd);
    }
  }
}

/**
 * Where the markers of one line are, as [start, end) pairs in order. `next[kind][i]` is the
 * first position ≥ i where a marker of that kind begins (for italic: a closing `--` that follows
 * a non-space), so finding a pair's close is one look-up.
 */
function markupCuts(line: string, from: number): Array<[number, number]> {
  // Most lines are prose with no marker pair at all.
  if (!MARKER_PAIRS.some((pair) => line.includes(pair, from))) return [];
  const n = line.length;
  const nextOf = (test: (i: number) => boolean): Int32Array => {
    const next = new Int32Array(n + 2).fill(-1);
    for (let i = n - 1; i >= 0; i--) next[i] = test(i) ? i : next[i + 1]!;
    return next;
  };
  const pair = (i: number, c: string) => line[i] === c && line[i + 1] === c;
  const nextStars = nextOf((i) => pair(i, "*"));
  const nextHashes = nextOf((i) => pair(i, "#"));
  const nextItalicClose = nextOf((i) => pair(i, "-") && i > 0 && !/\s/.test(line[i - 1]!));
  const cuts: Array<[number, number]> = [];
  // Parses [start, end) as the renderer would: the leftmost pair, then what is nested in it.
  const walk = (start: number, end: number): void => {
    let i = start;
    while (i < end - 1) {
      const c = line[i]!;
      let close = -1;
      if ((c === "*" || c === "#") && line[i + 1] === c) {
        // Bold: the nearest same marker after at least one character.
        const next = c === "*" ? nextStars : nextHashes;
        const at = i + MARKER + 1 <= n ? next[i + MARKER + 1]! : -1;
        if (at !== -1 && at + MARKER <= end) close = at;
      } else if (c === "-" && line[i + 1] === "-" && !/\s/.test(line[i + MARKER] ?? " ")) {
        // Italic: the nearest "--" that follows a non-space, after the first inner character.
        const at = i + MARKER + 1 <= n ? nextItalicClose[i + MARKER + 1]! : -1;
        if (at !== -1 && at + MARKER <= end) close = at;
      }
      if (close === -1) {
        i += 1;
        continue;
      }
      cuts.push([i, i + MARKER], [close, close + MARKER]);
      walk(i + MARKER, close);
      i = close + MARKER;
    }
  };
  walk(from, n);
  return cuts.sort((a, b) => a[0] - b[0]);
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
