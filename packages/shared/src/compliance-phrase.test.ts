import { describe, expect, it } from "vitest";
import { complianceRuleInput } from "./compliance";
import { parsePhrase, phraseSlotNames } from "./compliance-phrase";
import { complianceMessages, PHRASE_WILDCARDS_MAX } from "./compliance-words";

const valid = { category: "promissory", severity: "warn", reason: "House rule." } as const;

describe("the phrase language", () => {
  it("reads words, in-word and lone wildcards, slots and optional choices", () => {
    const parsed = parsePhrase("Guarant* * (risk-free|no risk)? {amount}");

    expect(parsed).toEqual({
      ok: true,
      wildcards: 2,
      elements: [
        { kind: "glob", parts: ["guarant", ""] },
        { kind: "gap" },
        {
          kind: "group",
          optional: true,
          alternatives: [
            [
              { kind: "word", text: "risk" },
              { kind: "word", text: "free" },
            ],
            [
              { kind: "word", text: "no" },
              { kind: "word", text: "risk" },
            ],
          ],
        },
        { kind: "slot", name: "amount" },
      ],
    });
  });

  it("keeps a figure's separators and drops leading and trailing gaps", () => {
    const parsed = parsePhrase("* $1,000 into 3.5% *");

    expect(parsed).toMatchObject({
      ok: true,
      elements: [
        { kind: "word", text: "$1000" },
        { kind: "word", text: "into" },
        { kind: "word", text: "3.5%" },
      ],
    });
  });

  it(`allows ${PHRASE_WILDCARDS_MAX} wildcards and refuses one more with a clear message`, () => {
    const six = "a * b * c * d * e * f * g";
    const seven = "a * b * c * d * e * f * g * h";

    expect(parsePhrase(six)).toMatchObject({ ok: true, wildcards: 6 });
    expect(parsePhrase(seven)).toEqual({
      ok: false,
      error: complianceMessages.phraseTooManyWildcards,
    });
    expect(parsePhrase("guarant* risk* sure* safe* *fold beat* cert*")).toMatchObject({
      ok: false,
    });
  });

  it.each([
    ["{dollars}", complianceMessages.phraseUnknownSlot("dollars", phraseSlotNames)],
    ["(a|b", complianceMessages.phraseUnbalanced],
    ["a|b)", complianceMessages.phraseUnbalanced],
    ["{amount", complianceMessages.phraseUnbalanced],
    ["(a|) b", complianceMessages.phraseEmptyChoice],
    ["(a *|b) c", complianceMessages.phraseGapInGroup],
    ["* *", complianceMessages.phraseNeedsWord],
    ["(a|b)? *", complianceMessages.phraseNeedsWord],
  ])("refuses %j", (phrase, error) => {
    expect(parsePhrase(phrase)).toEqual({ ok: false, error });
  });

  it("is one pass over the characters: ten times the phrase, about ten times the work", () => {
    const phrase = (words: number) => `(a|(b|c)) ${"x* ".repeat(words)}`;
    const cpu = (text: string) => {
      const before = process.cpuUsage();
      parsePhrase(text, { wildcards: Number.POSITIVE_INFINITY });
      return process.cpuUsage(before).user / 1000;
    };
    // The least of a few runs: one garbage collection in a single run doubled its time in CI;
    // a quadratic parser would take a hundred times as long on ten times the words, not ten.
    const least = (text: string) => Math.min(...Array.from({ length: 5 }, () => cpu(text)));
    cpu(phrase(2_000));

    const small = least(phrase(2_000));
    const large = least(phrase(20_000));

    expect(large).toBeLessThan(Math.max(50, small * 30));
  });
});

describe("the rule form's schema", () => {
  it("answers the phrase language's errors as field messages", () => {
    const result = complianceRuleInput.safeParse({
      ...valid,
      phrase: "a * b * c * d * e * f * g * h",
    });

    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      complianceMessages.phraseTooManyWildcards,
    ]);
  });

  it("keeps examples, trimmed, at most ten of each kind", () => {
    const ok = complianceRuleInput.parse({
      ...valid,
      phrase: "beat * market",
      examples: { flagged: ["  We beat the market.  "], compliant: [] },
    });
    const tooMany = complianceRuleInput.safeParse({
      ...valid,
      phrase: "beat * market",
      examples: { flagged: Array.from({ length: 11 }, (_, i) => `We beat it ${i}.`) },
    });

    expect(ok.examples).toEqual({ flagged: ["We beat the market."], compliant: [] });
    expect(tooMany.error?.issues[0]?.message).toBe(complianceMessages.examplesTooMany);
  });
});
