import { describe, expect, it } from "vitest";
import type { ComplianceFlag } from "./compliance";
import { applyRewrites, canApply, inBody } from "./compliance-words";

const text = "This fund is guaranteed to double. Markets rise and fall.";
const flag: ComplianceFlag = {
  start: 10,
  end: 33,
  excerpt: "is guaranteed to double",
  category: "promissory",
  severity: "block",
  rule: "promissory.guarantee",
  reason: "Promises an outcome.",
  suggestion: "This fund aims to grow.",
  fix: { start: 10, end: 33, text: "aims to grow" },
};

describe("rewrites of an email's subject or preheader", () => {
  it("are never applied to the body, whose offsets they do not share", () => {
    const inSubject = { ...flag, field: "subject" as const };
    expect(inBody(flag)).toBe(true);
    expect(inBody(inSubject)).toBe(false);
    expect(canApply(flag)).toBe(true);
    expect(canApply(inSubject)).toBe(false);
    expect(applyRewrites(text, [inSubject])).toBe(text);
    expect(applyRewrites(text, [flag, inSubject])).toBe(
      "This fund aims to grow. Markets rise and fall.",
    );
  });
});

describe("applying two sentences added at one place", () => {
  it("puts one stop between them, not two", () => {
    const claim = "7 Million profit per month";
    const at = claim.length;
    const adding = (rule: string, sentence: string): ComplianceFlag => ({
      ...flag,
      start: 0,
      end: at,
      excerpt: claim,
      rule,
      fix: { start: at, end: at, text: `. ${sentence}` },
    });
    const fixed = applyRewrites(claim, [
      adding("document.unbalanced", "All investing involves risk."),
      adding("hypothetical.would_have", "These results are hypothetical."),
    ]);

    expect(fixed).not.toContain("..");
    expect(fixed).toMatch(/^7 Million profit per month\. (All|These) [^.]+\. (All|These) [^.]+\.$/);
  });
});
