import { describe, expect, it } from "vitest";
import { loadRealCorpus, splitBySource } from "./classifier/corpus";
import { evaluate, modelOnlyFlags } from "./evaluate";
import type { SentenceCategory } from "./rule";

/**
 * The gate on real marketing language (issue 23): the offline checker on the real-text TEST
 * split (sources held out by a hash of their URL, never trained or tuned on). The floors sit a
 * little under the figures measured at the end of the last round (corpus/RESULTS.md), so later
 * work cannot quietly undo them; raise them when a round measures higher, never lower them to
 * let a change through.
 */
// Measured at the end of round 13 (corpus/RESULTS.md) on the TEST split as it now stands (1,800
// sentences: each round's new sources fall to TEST by the same hash): recall 0.847, precision
// 0.768, category 0.705; per category promissory 0.897, prediction 0.904, unsubstantiated
// 0.766, pressure 0.862, testimonial 0.909, hypothetical 0.788; the model alone 0.846 / 0.797.
// Round 13's sources are harder than the earlier ones (round 12's checker scored 0.770 / 0.698
// on them before they were trained on); on round 12's 1,521 TEST sentences round 13 scores
// 0.865 / 0.794 / 0.699, above round 12's 0.864 / 0.792 / 0.691. These are the floors, not the
// goal (0.90 / 0.90 / 0.85, 0.80 per category).
const FLOORS = {
  sentences: 1_500,
  recall: 0.84,
  precision: 0.76,
  categoryAccuracy: 0.7,
  perCategory: {
    promissory: 0.89,
    prediction: 0.9,
    unsubstantiated: 0.76,
    pressure: 0.86,
    testimonial: 0.9,
    hypothetical: 0.78,
  } satisfies Record<SentenceCategory, number>,
  // The model alone (its flags as if no rule had fired): what it contributes.
  model: { recall: 0.84, precision: 0.79 },
};

const { test } = splitBySource(loadRealCorpus());

describe("the real-text TEST set", () => {
  const result = evaluate(test);

  it(`holds at least ${FLOORS.sentences} sentences from several kinds of source`, () => {
    expect(test.length).toBeGreaterThanOrEqual(FLOORS.sentences);
    expect(new Set(test.map((s) => s.sourceKind)).size).toBeGreaterThanOrEqual(8);
  });

  it(`is caught with recall ≥ ${FLOORS.recall}, precision ≥ ${FLOORS.precision} and the right category ≥ ${FLOORS.categoryAccuracy}`, () => {
    expect(result.recall, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(FLOORS.recall);
    expect(result.precision, JSON.stringify(result.falseAlarms)).toBeGreaterThanOrEqual(
      FLOORS.precision,
    );
    expect(result.categoryAccuracy, JSON.stringify(result.wrongCategory)).toBeGreaterThanOrEqual(
      FLOORS.categoryAccuracy,
    );
  });

  it.each(Object.entries(FLOORS.perCategory))(
    "catches %s claims with recall ≥ %d",
    (category, floor) => {
      const figures = result.perCategory[category as SentenceCategory];

      expect(figures.labelled).toBeGreaterThan(0);
      expect(
        figures.recall,
        JSON.stringify(result.misses.filter((m) => m.category === category)),
      ).toBeGreaterThanOrEqual(floor);
    },
  );

  it(`the model alone keeps recall ≥ ${FLOORS.model.recall} and precision ≥ ${FLOORS.model.precision}`, () => {
    const model = evaluate(test, modelOnlyFlags);

    expect(model.recall).toBeGreaterThanOrEqual(FLOORS.model.recall);
    expect(model.precision).toBeGreaterThanOrEqual(FLOORS.model.precision);
  });
});
