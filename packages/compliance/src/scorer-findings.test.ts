import { afterEach, describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import { withThresholds } from "./classifier/cross-validate";
import { trainingFingerprint } from "./classifier/fit-shipped";
import { packedModel } from "./classifier/model.generated";
import { currentClassifier, SCORER_GUARDS, scorerFinding, useClassifier } from "./scorer-findings";

const shipped = currentClassifier();
afterEach(() => useClassifier(shipped, SCORER_GUARDS));

const at = (text: string) => ({ text, start: 10, end: 10 + text.length });

describe("the shipped classifier", () => {
  it("was trained on the current corpus and settings (run `pnpm --filter @studio/compliance train`)", () => {
    expect(packedModel.fingerprint).toBe(trainingFingerprint());
  });
});

describe("scorerFinding", () => {
  it("flags a claim no rule catches, with the model's confidence and a phrase, not a word", () => {
    const text = "Readers keep emailing us about the fortune they made on our picks.";

    const finding = scorerFinding(at(text), undefined);

    expect(finding).toMatchObject({ rule: "scorer.testimonial", category: "testimonial" });
    expect(finding!.confidence).toBeGreaterThanOrEqual(shipped.thresholds.flag);
    expect(finding!.confidence).toBeLessThanOrEqual(1);
    // Offsets are in the text the sentence came from (it starts at 10 here).
    const phrase = text.slice(finding!.start - 10, finding!.end - 10);
    expect(phrase.split(/\s+/).length).toBeGreaterThan(1);
    expect(text).toContain(phrase);
  });

  it("blocks only when confident and warns below the block threshold", () => {
    const text = "This little-known stock is set to soar 300% before the end of the year.";
    const claim = 1 - shipped.predict(text).probabilities[0]!;

    useClassifier(
      withThresholds(shipped, { flag: 0, block: claim + 0.01, upgrade: 1, recategorise: 1 }),
    );
    const unsure = scorerFinding(at(text), undefined);
    useClassifier(withThresholds(shipped, { flag: 0, block: claim, upgrade: 1, recategorise: 1 }));
    const sure = scorerFinding(at(text), undefined);

    expect(unsure?.category).toBe("prediction");
    expect(unsure?.severity).toBe("warn");
    expect(sure?.severity).toBe("block");
  });

  it("does not flag below the flag threshold", () => {
    const text = "This little-known stock is set to soar 300% before the end of the year.";
    const claim = 1 - shipped.predict(text).probabilities[0]!;

    useClassifier(
      withThresholds(shipped, { flag: claim + 0.01, block: 1, upgrade: 1, recategorise: 1 }),
    );

    expect(scorerFinding(at(text), undefined)).toBeNull();
  });

  it.each([
    "Beware of anyone who promises you guaranteed returns of 20% a month.",
    "According to Goldman Sachs, oil will hit $150 a barrel by next summer.",
    "I made $42,000 in two months with this system. Results are not typical and may not be representative.",
  ])("leaves the guards' say in one place: even flagging everything, it excuses %s", (text) => {
    useClassifier(withThresholds(shipped, { flag: 0, block: 1, upgrade: 1, recategorise: 1 }));
    const [sentence, following] = text.split(/(?<=\.) /);

    expect(scorerFinding(at(sentence!), following)).toBeNull();
  });

  it.each([
    "Past performance does not guarantee future results.",
    "No investment is risk-free.",
    "Some analysts expect rates to fall, though forecasts often miss.",
    "According to the BLS, inflation eased to 3.1%.",
    "Guaranteed investment certificates pay a fixed rate for a set term.",
  ])("adds no flag to the hard negative %s", (sentence) => {
    expect(checkText(sentence).flags).toEqual([]);
  });

  // A newsletter's market recap: the model reads each as a boast or a forecast; the news guard
  // (guards.ts) says a past move of a market, with when, is news.
  const recap = [
    "The Nasdaq has climbed more than 30% since bottoming out in October.",
    "Silver is up 18.4% so far in 2025, while platinum has gained 9%.",
    "Small-cap stocks are down nearly 12% over the past year.",
    "The Dow rallied 2.1% on Friday, its best day since March.",
  ];

  it.each(recap)("passes the market news %s", (sentence) => {
    expect(checkText(sentence).flags).toEqual([]);
  });

  it("passes that news by the guard, not by the model", () => {
    useClassifier(
      shipped,
      SCORER_GUARDS.filter((guard) => guard !== "news"),
    );
    const withoutGuard = recap.filter((sentence) => checkText(sentence).flags.length > 0);

    expect(withoutGuard.length).toBeGreaterThanOrEqual(3);
  });
});

describe("a rule-flagged sentence the model names with confidence", () => {
  const text = "Investors who followed the signal since 2000 would have tripled their money.";
  const ruleFlag = () => checkText(text).flags.find((f) => f.rule === "promissory.multiply_money");

  it("is reported under the model's category, the rule, its severity and its fix kept", () => {
    useClassifier(withThresholds(shipped, { ...shipped.thresholds, recategorise: 2 }));
    const asMatched = ruleFlag();
    useClassifier(shipped);
    const named = ruleFlag();

    expect(asMatched?.category).toBe("promissory");
    expect(named?.category).toBe("hypothetical");
    expect(named?.severity).toBe(asMatched?.severity);
    expect(named?.fix).toEqual(asMatched?.fix);
  });
});
