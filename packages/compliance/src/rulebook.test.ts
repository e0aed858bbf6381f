import { applyRewrites } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import { rulebook } from "./rulebook";

/**
 * Every built-in rule's examples run as tests: it flags its flagged examples (itself, or an
 * earlier rule of its category on the same words) and passes its compliant ones, and its
 * rewrite of a flagged example leaves a sentence it no longer flags.
 */
describe.each(rulebook.map((rule) => [rule.id, rule] as const))("rule %s", (_id, rule) => {
  it.each(rule.examples.flagged.map((s) => [s]))("flags %s", (sentence) => {
    const report = checkText(sentence);

    const own =
      report.flags.find((flag) => flag.rule === rule.id) ??
      report.flags.find((flag) => flag.category === rule.category);
    expect(own, JSON.stringify(report.flags)).toBeDefined();
    expect(own?.severity).toBe(rule.severity);
    expect(sentence.slice(own!.start, own!.end)).toBe(own?.excerpt);
  });

  // No rule flags it (the statistical scorer is judged by its own tests and corpora).
  it.each(rule.examples.compliant.map((s) => [s]))("passes %s", (sentence) => {
    const flags = checkText(sentence).flags.filter((f) => !f.rule.startsWith("scorer."));

    expect(flags, JSON.stringify(flags)).toEqual([]);
  });

  // The claim a flag points at is gone once its fix is applied: no flag of the rule on the
  // words the fix wrote (another claim of the same kind in the sentence may remain: it has its
  // own flag, and "Apply all rewrites" then takes it).
  it.each(rule.examples.flagged.map((s) => [s]))(
    "its rewrite of %s clears the claim",
    (sentence) => {
      const own = checkText(sentence).flags.find((flag) => flag.rule === rule.id);
      if (rule.rewrite === null || !own) return expect(own?.fix ?? null).toBeNull();
      expect(own.fix, JSON.stringify(own)).toBeTruthy();
      const fix = own.fix!;

      const rewritten = applyRewrites(sentence, [own]);

      expect(rewritten).not.toBe(sentence);
      expect(own.suggestion).toBe(rewritten);
      const written = { start: fix.start, end: fix.start + fix.text.length };
      const again = checkText(rewritten).flags.filter(
        (f) => f.rule === rule.id && f.start < written.end && f.end > written.start,
      );
      expect(again, rewritten).toEqual([]);
    },
  );
});

describe("the rulebook", () => {
  it("gives every rule a reason naming a standard and at least three examples of each kind", () => {
    for (const rule of rulebook) {
      expect(rule.reason, rule.id).toMatch(/FINRA|SEC|FTC/);
      expect(rule.examples.flagged.length, rule.id).toBeGreaterThanOrEqual(3);
      expect(rule.examples.compliant.length, rule.id).toBeGreaterThanOrEqual(3);
    }
  });

  it("has unique rule ids", () => {
    const ids = rulebook.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
