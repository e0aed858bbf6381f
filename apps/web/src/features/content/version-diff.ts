import { diffLines, diffWordsWithSpace } from "diff";

/** One run of the diff: unchanged, only in the later version, or only in the earlier one. */
export interface DiffPart {
  kind: "same" | "added" | "removed";
  value: string;
}

/**
 * How the diff came out: `words` when every changed passage was compared word by word;
 * `paragraphs` when some changed passages were too far apart (or too long) and are shown as
 * whole removed and added paragraphs; `whole` when the versions differ throughout and the
 * earlier text is shown removed and the later one added.
 */
export type DiffDetail = "words" | "paragraphs" | "whole";

/** Line edits the first pass may need before the versions count as different throughout. */
export const LINE_EDIT_CAP = 500;
/** A changed passage longer than this (both sides together) is not compared word by word. */
export const WORD_DIFF_CHARS = 20_000;
/** Word edits one changed passage may need before it is shown as whole paragraphs. */
export const WORD_EDIT_CAP = 400;

/**
 * A word diff of two versions, bounded so two long pieces compare in milliseconds: lines
 * (paragraphs) are diffed first, then the words of each changed passage only, and each pass
 * gives up at a cap (jsdiff's `maxEditLength`) rather than running quadratic on a rewrite.
 */
export function diffVersions(
  before: string,
  after: string,
): { parts: DiffPart[]; detail: DiffDetail } {
  const lines = diffLines(before, after, { maxEditLength: LINE_EDIT_CAP });
  if (!lines) {
    return {
      parts: [
        { kind: "removed", value: before },
        { kind: "added", value: after },
      ].filter((p) => p.value !== "") as DiffPart[],
      detail: "whole",
    };
  }
  const parts: DiffPart[] = [];
  let detail: DiffDetail = "words";
  let removed = "";
  let added = "";
  const push = (part: DiffPart) => {
    if (part.value === "") return;
    const last = parts.at(-1);
    if (last && last.kind === part.kind) last.value += part.value;
    else parts.push({ ...part });
  };
  const flush = () => {
    if (removed !== "" && added !== "") {
      const words =
        removed.length + added.length <= WORD_DIFF_CHARS
          ? diffWordsWithSpace(removed, added, { maxEditLength: WORD_EDIT_CAP })
          : undefined;
      if (words) {
        for (const w of words) {
          push({ kind: w.added ? "added" : w.removed ? "removed" : "same", value: w.value });
        }
      } else {
        detail = "paragraphs";
        push({ kind: "removed", value: removed });
        push({ kind: "added", value: added });
      }
    } else {
      push({ kind: "removed", value: removed });
      push({ kind: "added", value: added });
    }
    removed = "";
    added = "";
  };
  for (const line of lines) {
    if (line.removed) removed += line.value;
    else if (line.added) added += line.value;
    else {
      flush();
      push({ kind: "same", value: line.value });
    }
  }
  flush();
  return { parts, detail };
}
