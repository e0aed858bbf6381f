import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import { trainedModel } from "./model.generated";
import { createScorer, features, TRAINING_CORPORA, tokens, train } from "./scorer";

const training = TRAINING_CORPORA.flatMap(
  (name) =>
    (
      JSON.parse(readFileSync(new URL(`../corpus/${name}`, import.meta.url), "utf8")) as {
        sentences: { text: string; category: string | null }[];
      }
    ).sentences,
);

describe("the statistical scorer", () => {
  it("was trained on the current corpus (run `pnpm --filter @studio/compliance train`)", () => {
    expect(trainedModel).toEqual(train(training));
  });

  it("reduces figures to their kind and marks words a negator reaches", () => {
    expect(tokens("It does not guarantee 8% or $5,000, but in 2030 it might.")).toEqual([
      "it",
      "does",
      "not",
      "not_guarantee",
      "not_<pct>",
      "not_or",
      "not_<money>",
      "but",
      "in",
      "<year>",
      "it",
      "might",
    ]);
    expect(features("Prices will soar")).toContain("will soar");
  });

  it("reads a code of letters and digits as one token, not as figures", () => {
    expect(tokens("Is it too late to act on mjb6l5 or 2l5uhq?")).toEqual([
      ..."is it too late to act on".split(" "),
      "<code>",
      "or",
      "<code>",
      "?",
    ]);
    // Figures with a unit or an ordinal stay figures.
    expect(tokens("10x, 401k, 3rd")).toEqual(["<num>", "x", "<num>", "k", "<num>", "rd"]);
    for (const id of ["mjb6l5", "2l5uhq", "x76iye", "1he4vw", "v1vb6r"]) {
      const text = `**Is it too late to act on Income funds ${id}?** Rarely. What matters more than timing is whether the idea fits your goals.`;
      expect(checkText(text).flags).toEqual([]);
    }
  });

  it("favours the claim's category over compliant for a paraphrase the rules were not written for", () => {
    const scorer = createScorer(trainedModel);

    const result = scorer.score(
      "Readers keep emailing us about the fortune they made on our picks.",
    );

    expect(result?.category).toBe("testimonial");
    expect(result?.margin).toBeGreaterThan(0);
  });

  it.each([
    "Past performance does not guarantee future results.",
    "No investment is risk-free.",
    "Some analysts expect rates to fall, though forecasts often miss.",
    "According to the BLS, inflation eased to 3.1%.",
    "Guaranteed investment certificates pay a fixed rate for a set term.",
    "Idea 2: Five Days to Master Building Retirement Income with Dividend Growers",
  ])("adds no flag to the hard negative %s", (sentence) => {
    expect(checkText(sentence).flags).toEqual([]);
  });

  it("flags with the category's reason and a rewrite where a disclosure fits", () => {
    const text =
      "A retired firefighter now pulls in a cool six figures a year from our trades, he says.";

    const flags = checkText(text).flags;

    expect(flags).toMatchObject([
      { rule: "scorer.testimonial", category: "testimonial", severity: "block" },
    ]);
    const [flag] = flags;
    expect(flag?.reason).toMatch(/FINRA Rule 2210/);
    expect(flag?.suggestion).toMatch(/may not be representative/);
    expect(text.slice(flag!.start, flag!.end)).toBe(flag?.excerpt);
  });
});
