import { applyRewrites } from "@studio/shared";
import { leastCpuMs } from "@studio/shared/testing";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import type { CustomRule } from "./custom-rules";

const houseRule = (phrase: string, extra: Partial<CustomRule> = {}): CustomRule => ({
  id: 7,
  phrase,
  category: "promissory",
  severity: "warn",
  reason: "House rule.",
  suggestion: "do well",
  ...extra,
});

describe("checkText", () => {
  it("maps offsets back through markup and bullets to the words as given", () => {
    const text =
      "##Weekly##\n* Our fund is **completely risk-free** for savers.\n1. --Guaranteed-- income.";

    const flags = checkText(text).flags.filter((f) => f.category === "promissory");

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
    expect(unbalanced[0]?.rule).toBe("document.unbalanced");
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
    const report = checkText("We beat the whole market. We beat markets.", {
      customRules: [houseRule("beat * market")],
    });

    const custom = report.flags.filter((f) => f.rule === "custom:7");
    expect(custom).toMatchObject([
      {
        excerpt: "beat the whole market",
        severity: "warn",
        suggestion: "We do well.",
        fix: { start: 3, end: 24, text: "do well" },
        confidence: 1,
      },
    ]);
  });

  it("reads words that name an object's built-in members as words", () => {
    // "constructor" once looked itself up among Object.prototype's members and crashed the check.
    for (const word of ["constructor", "Constructor", "CONSTRUCTOR", "__proto__", "toString"]) {
      const report = checkText(`The ${word} of this portfolio will double your money.`);
      expect(report.flags.map((f) => f.category)).toContain("promissory");
    }
  });

  it("reports the engine and the rulebook version", () => {
    expect(checkText("Hello.")).toMatchObject({ passed: true, flags: [], engine: "rules" });
    expect(checkText("Hello.").rulebookVersion).toMatch(/^\d{4}\.\d+\.\d+$/);
  });

  it("skips built-in rules switched off for the installation, and only those", () => {
    const text = "This fund guarantees a steady income.";

    const on = checkText(text);
    const off = checkText(text, { disabledRules: ["promissory.guarantee"] });

    expect(on.flags.map((f) => f.rule)).toContain("promissory.guarantee");
    expect(off.flags.map((f) => f.rule)).not.toContain("promissory.guarantee");
  });

  it("gives every flag a confidence between 0 and 1, and rules' flags 1", () => {
    const flags = checkText("Our picks will soar 500%. Act now! This fund is risk-free.").flags;

    expect(flags.length).toBeGreaterThan(2);
    for (const flag of flags) {
      expect(flag.confidence).toBeGreaterThanOrEqual(0);
      expect(flag.confidence).toBeLessThanOrEqual(1);
      if (!flag.rule.startsWith("scorer.")) expect(flag.confidence).toBe(1);
    }
  });
});

describe("a flag's fix", () => {
  it("replaces the flagged words only, not the sentence, keeping the markup around them", () => {
    const text = "**Our income fund** offers guaranteed returns, paid **monthly**.";

    const flag = checkText(text).flags.find((f) => f.rule === "promissory.guarantee")!;

    expect(flag.fix).toEqual({ start: 27, end: 37, text: "potential" });
    expect(applyRewrites(text, [flag])).toBe(
      "**Our income fund** offers potential returns, paid **monthly**.",
    );
    expect(flag.suggestion).toBe("Our income fund offers potential returns, paid monthly.");
  });

  it("adds a disclosure after the sentence, once, however many flags offer it", () => {
    const text =
      '"I made $42,000 thanks to your alerts," says Tom. "I retired early thanks to you," says Ann.';

    const report = checkText(text);
    const once = applyRewrites(text, report.flags);
    const twice = applyRewrites(once, checkText(once).flags);

    const disclosure = "This testimonial is from a subscriber who was not paid for it";
    expect(once.split(disclosure)).toHaveLength(2);
    expect(twice).toBe(once);
    expect(checkText(once).passed).toBe(true);
  });

  it("never pastes the rewritten sentence in place of one word (the editor's old bug)", () => {
    const text = "This income fund guarantees a steady 9% payout. It pays monthly.";

    const after = applyRewrites(text, checkText(text).flags);

    expect(after).toBe("This income fund aims to deliver a steady 9% payout. It pays monthly.");
  });

  it("keeps a capital and the right article", () => {
    const capital = checkText("Guaranteed income for life.").flags[0]!;
    const article = checkText("This is an assured return for savers.").flags[0]!;

    expect(applyRewrites("Guaranteed income for life.", [capital])).toBe(
      "Potential income for life.",
    );
    expect(applyRewrites("This is an assured return for savers.", [article])).toBe(
      "This is a potential return for savers.",
    );
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

describe("linear time (issue 27)", () => {
  // Each shape is 100,000 characters of what made the old checker backtrack: the markup
  // regex, the sentence rules and the guards. Measured after a warm-up, on a loaded machine.
  const shapes = ["I made ", "--a ", "not guaranteed ", "**a ", "guaranteed ", "$5 ", "Act now! "];

  // CPU time, not wall time, and the least of three runs: the suites share a small machine
  // with other work. Under 200 ms on a quiet machine; on a loaded one, ten times the text may
  // take about ten times a tenth of it (the old backtracking took a hundred times).
  it.each(shapes.map((s) => [s]))("checks 100,000 characters of %j in linear time", (unit) => {
    const text = unit.repeat(Math.ceil(100_000 / unit.length)).slice(0, 100_000);
    checkText(text.slice(0, 2_000));

    const tenth = leastCpuMs(() => checkText(text.slice(0, 10_000)));
    const whole = leastCpuMs(() => checkText(text));

    expect(whole).toBeLessThan(Math.max(200, tenth * 20));
  });

  it("matches a custom phrase with the most wildcards allowed over 5,000 words quickly", () => {
    const rule = houseRule("a * a * a * a * a * a * b", { suggestion: null });
    const text = `${"a ".repeat(5_000)}c.`;
    checkText("a a b.", { customRules: [rule] });

    let flags: ReturnType<typeof checkText>["flags"] = [];
    const used = leastCpuMs(() => {
      flags = checkText(text, { customRules: [rule] }).flags;
    });

    expect(flags.filter((f) => f.rule === "custom:7")).toEqual([]);
    // The old matcher took 4.8 s for a 49-wildcard phrase over 5,000 words.
    expect(used).toBeLessThan(200);
  });
});
