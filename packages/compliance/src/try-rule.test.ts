import { describe, expect, it } from "vitest";
import { tryRule } from "./try-rule";

describe("trying a draft rule on its examples", () => {
  const draft = {
    phrase: "beat * market",
    category: "unsubstantiated" as const,
    severity: "warn" as const,
    reason: "House rule.",
    suggestion: null,
  };

  it("says which examples it flags, which a guard excuses, and whether each is as wanted", () => {
    const trial = tryRule({
      ...draft,
      examples: {
        flagged: ["We beat the market again.", "Past results: fine."],
        compliant: ["Our fund will not beat the market.", "Will anyone beat the market?"],
      },
    });

    expect(trial.passed).toBe(false);
    expect(trial.results).toEqual([
      {
        text: "We beat the market again.",
        expected: "flagged",
        flagged: true,
        passed: true,
        excerpt: "beat the market",
        excusedBy: null,
      },
      {
        text: "Past results: fine.",
        expected: "flagged",
        flagged: false,
        passed: false,
        excerpt: null,
        excusedBy: null,
      },
      {
        text: "Our fund will not beat the market.",
        expected: "compliant",
        flagged: false,
        passed: true,
        excerpt: "beat the market",
        excusedBy: "negation",
      },
      {
        text: "Will anyone beat the market?",
        expected: "compliant",
        flagged: false,
        passed: true,
        excerpt: "beat the market",
        excusedBy: "question",
      },
    ]);
  });

  it("passes when every example does what it should", () => {
    const trial = tryRule({
      ...draft,
      examples: { flagged: ["We beat the whole market."], compliant: ["We track the market."] },
    });

    expect(trial.passed).toBe(true);
  });
});
