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
// Measured at the end of round 12 (corpus/RESULTS.md) on the TEST split as it now stands (1,521
// sentences: round 12's new sources fall to TEST by the same hash): recall 0.864, precision
// 0.792, category 0.691; per category promissory 0.897, prediction 0.890, unsubstantiated
// 0.789, pressure 0.892, testimonial 0.912, hypothetical 0.814; the model alone 0.862 / 0.823.
// These are the floors, not the goal (0.90 / 0.90 / 0.85, 0.80 per category).
const FLOORS = {
  sentences: 1_500,
  recall: 0.85,
  precision: 0.78,
  categoryAccuracy: 0.68,
  perCategory: {
    promissory: 0.88,
    prediction: 0.88,
    unsubstantiated: 0.78,
    pressure: 0.88,
    testimonial: 0.9,
    hypothetical: 0.8,
  } satisfies Record<SentenceCategory, number>,
  // The model alone (its flags as if no rule had fired): what it contributes.
  model: { recall: 0.85, precision: 0.82 },
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
