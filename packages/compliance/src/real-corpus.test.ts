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
// Measured at the end of round 15 (corpus/RESULTS.md) on the TEST split as it now stands (2,510
// sentences, 990 claims, 911 sources: each round's new sources fall to TEST by the same hash):
// recall 0.854, precision 0.734, category 0.725; per category promissory 0.880, prediction
// 0.857, unsubstantiated 0.796, pressure 0.845, testimonial 0.908, hypothetical 0.888; the model
// alone 0.849 / 0.758. Round 15's sources were gathered where round 13's checker erred (it scored
// 0.755 / 0.644 on them before they were trained on), so TEST is harder again. On round 13's
// 1,800 TEST sentences round 15 scores 0.870 / 0.757 / 0.718 against 0.847 / 0.768 / 0.705:
// 15 more claims caught and better named for 15 more false alarms (F1 0.806 → 0.810, the criterion
// fixed before TEST was read). Round 19's news guard: 0.854 / 0.735 / 0.724, unsubstantiated
// 0.793 (one claim and one false alarm fewer). These are the floors, not the goal (0.90 / 0.90 /
// 0.85, 0.80 per category).
const FLOORS = {
  sentences: 2_400,
  recall: 0.85,
  precision: 0.73,
  categoryAccuracy: 0.72,
  perCategory: {
    promissory: 0.87,
    prediction: 0.85,
    unsubstantiated: 0.79,
    pressure: 0.84,
    testimonial: 0.9,
    hypothetical: 0.88,
  } satisfies Record<SentenceCategory, number>,
  // The model alone (its flags as if no rule had fired): what it contributes.
  model: { recall: 0.84, precision: 0.75 },
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
