import type { ComplianceFlag } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { carryFlags, editSpan, mergeRegionFlags, paragraphsAround } from "./live-flags";

function flag(text: string, excerpt: string): ComplianceFlag {
  const start = text.indexOf(excerpt);
  return {
    start,
    end: start + excerpt.length,
    excerpt,
    category: "promissory",
    severity: "block",
    rule: "promissory.guarantee",
    reason: "Promises an outcome.",
    suggestion: null,
  };
}

describe("live flags", () => {
  const before = "First is guaranteed.\n\nSecond paragraph here.\n\nThird will double.";

  it("finds the one span an edit changed, and nothing for the same text", () => {
    expect(editSpan(before, before)).toBeNull();
    const after = before.replace("Second paragraph", "Second long paragraph");
    expect(editSpan(before, after)).toEqual({ start: 29, beforeEnd: 29, afterEnd: 34 });
    expect(editSpan("abc", "ab")).toEqual({ start: 2, beforeEnd: 3, afterEnd: 2 });
  });

  it("keeps flags before the edit, moves those after it, and drops those it touched", () => {
    const flags = [flag(before, "is guaranteed"), flag(before, "will double")];
    const after = before.replace("Second", "A second");
    const carried = carryFlags(flags, editSpan(before, after) as never);
    expect(carried.map((f) => after.slice(f.start, f.end))).toEqual([
      "is guaranteed",
      "will double",
    ]);

    const touched = before.replace("will double", "may double");
    expect(carryFlags(flags, editSpan(before, touched) as never)).toEqual([flags[0]]);
  });

  it("checks again the whole paragraphs around an edit", () => {
    const at = before.indexOf("paragraph");
    const region = paragraphsAround(before, at, at + 3);
    expect(before.slice(region.start, region.end)).toBe("Second paragraph here.");
    expect(paragraphsAround(before, 0, 0)).toEqual({ start: 0, end: 20 });
    const last = paragraphsAround(before, before.length, before.length);
    expect(before.slice(last.start, last.end)).toBe("Third will double.");
  });

  it("puts a region's own flags where the region stands, replacing the carried ones inside it", () => {
    const text = "Safe start.\n\nThis is guaranteed and will double.";
    const region = { start: 13, end: text.length };
    const carried = [flag(text, "will double")];
    const regionText = text.slice(region.start);
    const merged = mergeRegionFlags(carried, region, [flag(regionText, "is guaranteed")]);
    expect(merged.map((f) => text.slice(f.start, f.end))).toEqual(["is guaranteed"]);
  });
});
