import type { ComplianceFlag } from "@studio/shared";

/** What an edit changed: `before[start, beforeEnd)` became `after[start, afterEnd)`. */
export interface EditSpan {
  start: number;
  beforeEnd: number;
  afterEnd: number;
}

/** The one span two texts differ in (longest common prefix and suffix); null when equal. */
export function editSpan(before: string, after: string): EditSpan | null {
  if (before === after) return null;
  const shorter = Math.min(before.length, after.length);
  let start = 0;
  while (start < shorter && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let tail = 0;
  while (
    tail < shorter - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail += 1;
  }
  return { start, beforeEnd: before.length - tail, afterEnd: after.length - tail };
}

/**
 * The flags of `before` that still stand in `after`: those wholly before the edit keep their
 * offsets, those wholly after it move by its length change, those it touched are dropped (the
 * passage they quoted is no longer there as checked).
 */
export function carryFlags(flags: readonly ComplianceFlag[], span: EditSpan): ComplianceFlag[] {
  const delta = span.afterEnd - span.beforeEnd;
  const kept: ComplianceFlag[] = [];
  for (const flag of flags) {
    if (flag.end <= span.start) kept.push(flag);
    else if (flag.start >= span.beforeEnd) {
      kept.push({ ...flag, start: flag.start + delta, end: flag.end + delta });
    }
  }
  return kept;
}

/**
 * The paragraphs (runs between blank lines) around `[start, end)` of `text`: the part of a
 * draft to check again after an edit there. A claim is a sentence, and a sentence stays inside
 * its paragraph, so checking the paragraph finds what the whole text would there.
 */
export function paragraphsAround(
  text: string,
  start: number,
  end: number,
): { start: number; end: number } {
  const before = text.lastIndexOf("\n\n", Math.max(0, start - 1));
  const after = text.indexOf("\n\n", end);
  return { start: before === -1 ? 0 : before + 2, end: after === -1 ? text.length : after };
}

/**
 * The draft's flags once a region of it was checked again: the carried flags outside the region,
 * and the region's own (their offsets are into the region) moved to where it stands.
 */
export function mergeRegionFlags(
  carried: readonly ComplianceFlag[],
  region: { start: number; end: number },
  regionFlags: readonly ComplianceFlag[],
): ComplianceFlag[] {
  const outside = carried.filter((f) => f.end <= region.start || f.start >= region.end);
  const inside = regionFlags.map((f) => ({
    ...f,
    start: f.start + region.start,
    end: f.end + region.start,
  }));
  return [...outside, ...inside].sort((a, b) => a.start - b.start);
}
