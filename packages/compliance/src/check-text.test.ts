import { applyRewrites } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";

describe("checkText", () => {
  it("maps offsets back through markup and bullets to the words as given", () => {
    const text =
      "##Weekly##\n* Our fund is **completely risk-free** for savers.\n1. --Guaranteed-- income.";

    const flags = checkText(text).flags;

    expect(flags.map((f) => [f.excerpt, text.slice(f.start, f.end)])).toEqual([
      ["risk-free", "risk-free"],
      ["Guaranteed", "Guaranteed"],
    ]);
  });

  it("splits sentences at line breaks and with the segmenter, so a heading never runs on", () => {
    const text = "Prices will double\nThe U.S. economy grew. Nobody knows if rates will fall.";

    const flags = checkText(text).flags;

    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ category: "prediction", excerpt: "will double" });
  });

  it("flags a missing disclaimer once, ignoring case and whitespace when it is there", () => {
    const disclaimer = "Not investment advice.";

    const missing = checkText("Bonds may fall.", { disclaimer });
    const present = checkText("Bonds may fall.\nNOT  investment\nadvice.", { disclaimer });

    expect(missing.flags).toMatchObject([{ category: "missing_disclaimer", severity: "block" }]);
    expect(missing.passed).toBe(false);
    expect(applyRewrites("Bonds may fall.", missing.flags)).toBe(
      "Bonds may fall.\n\nNot investment advice.",
    );
    expect(present.flags).toEqual([]);
  });

  it("flags copy that talks up gains with no word on risk, and not once risk is mentioned", () => {
    const hype = "Our picks soared again. Subscribers doubled their gains this quarter.";

    const unbalanced = checkText(hype).flags.filter((f) => f.category === "unbalanced");
    const balanced = checkText(`${hype} Stocks can fall, and you can lose money.`).flags;

    expect(unbalanced).toHaveLength(1);
    expect(balanced.some((f) => f.category === "unbalanced")).toBe(false);
  });

  it("flags figures found in none of the sources when sources are given", () => {
    const sources = [{ id: 1, name: "BLS", text: "Inflation eased to 3.1% in January." }];

    const report = checkText("Inflation eased to 3.1%, while wages rose 23%.", { sources });

    expect(report.flags).toMatchObject([
      {
        category: "unsubstantiated",
        severity: "warn",
        excerpt: "23%",
        reason: "unsubstantiated: 23% is in none of the sources",
      },
    ]);
    expect(report.passed).toBe(true);
  });

  it("applies custom rules with wildcards, their severity and replacement", () => {
    const rule = {
      id: 7,
      phrase: "beat * market",
      category: "promissory" as const,
      severity: "warn" as const,
      reason: "House rule.",
      suggestion: "do well",
    };

    const report = checkText("We beat the whole market. We beat markets.", { customRules: [rule] });

    // The model may also read "We beat the whole market" as a boast; only the custom flag counts.
    expect(report.flags.filter((f) => f.rule.startsWith("custom:"))).toMatchObject([
      {
        rule: "custom:7",
        excerpt: "beat the whole market",
        severity: "warn",
        suggestion: "We do well.",
      },
    ]);
  });

  it("matches a wildcard phrase in linear time on a hostile input", () => {
    const rule = {
      id: 8,
      phrase: "a * a * a * a * a * b",
      category: "pressure" as const,
      severity: "warn" as const,
      reason: "r",
      suggestion: null,
    };
    const text = `${"a ".repeat(5_000)}c.`;

    const started = performance.now();
    const report = checkText(text, { customRules: [rule] });

    expect(report.flags).toEqual([]);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reports the engine and the rulebook version", () => {
    expect(checkText("Hello.")).toMatchObject({ passed: true, flags: [], engine: "rules" });
    expect(checkText("Hello.").rulebookVersion).toMatch(/^\d{4}\.\d+\.\d+$/);
  });
});

describe("markup", () => {
  it("strips nested markers the way the renderer reads them", () => {
    const text = "**Our --guaranteed-- income** and **more**.";

    const flags = checkText(text).flags;

    expect(flags).toMatchObject([{ excerpt: "guaranteed", rule: "promissory.guarantee" }]);
    expect(text.slice(flags[0]!.start, flags[0]!.end)).toBe("guaranteed");
  });
});
