import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { evaluate, type LabelledSentence } from "./evaluate";

const corpus = JSON.parse(
  readFileSync(new URL("../corpus/sentences.json", import.meta.url), "utf8"),
) as { sentences: LabelledSentence[] };

describe("the labelled corpus", () => {
  it("has at least 150 sentences, about half of them compliant", () => {
    const compliant = corpus.sentences.filter((s) => s.category === null).length;

    expect(corpus.sentences.length).toBeGreaterThanOrEqual(150);
    expect(compliant / corpus.sentences.length).toBeGreaterThan(0.4);
    expect(compliant / corpus.sentences.length).toBeLessThan(0.6);
  });

  it("is caught with recall ≥ 0.95, precision ≥ 0.95 and the right category ≥ 0.85", () => {
    const result = evaluate(corpus.sentences);

    expect(result.recall, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(0.95);
    expect(result.precision, JSON.stringify(result.falseAlarms)).toBeGreaterThanOrEqual(0.95);
    expect(result.categoryAccuracy, JSON.stringify(result.wrongCategory)).toBeGreaterThanOrEqual(
      0.85,
    );
  });
});

// Sentences written after the changes and never trained on: the honest figures for phrasings
// nobody wrote a rule for. Their thresholds are what they meet, not the goal; raise them with
// better rules or more training sentences, never by training on these files. holdout-2 (written
// after round 1) was never trained on, but its misses were seen before round 2; holdout-3 and
// holdout-4 joined the training corpus after being scored once; holdout-5 was written after
// round 4; holdout-6 and holdout-7 were written before round 5, scored once after it and then
// trained on, as were holdout-8 and holdout-9 after theirs; holdout-10 was written before
// round 7 and is untouched (corpus/RESULTS.md has every measurement).
// Since round 9 the model learns mostly from real public text, whose labels read hedged promoter
// forecasts, "we beat the market" and the like as claims; our own sets label some such sentences
// compliant, so their precision fell (holdout-2 0.98 → 0.95, holdout-5 1.00 → 0.88, holdout-10
// 0.98 → 0.88) while real-text recall doubled (corpus/RESULTS.md, round 9). In round 10 the
// scorer stopped passing the rules' shape guards (hedge, negation, question): holdout-2's recall
// fell 0.95 → 0.92 and holdout-10's precision 0.88 → 0.86 while real-text precision rose
// 0.73 → 0.80 at the same recall. In round 12 the model learned from 1,371 more real sentences:
// real-text recall rose 0.813 → 0.841 on round 11's TEST sentences, holdout-2 and holdout-5
// rose, and holdout-10 drew five more false alarms on short sentences of our own ("Our
// subscription costs $49 a year."), precision 0.875 → 0.812 (corpus/RESULTS.md, round 12).
// Round 13 added 1,015 real sentences (social-media pumps, boasts, hard negatives): one more
// false alarm each on holdout-2, holdout-5 and holdout-10 (precision 0.949 → 0.933, 0.919 →
// 0.905, 0.812 → 0.792), holdout-12 three fewer, and real-text category accuracy up.
// Round 15 added 1,789 real sentences and counted real text 3 times rather than 5 (so
// sentences.json keeps its 0.96 precision): holdout-5 one more catch and one more false alarm
// (0.950 / 0.905 → 0.967 / 0.892), holdout-10 three fewer false alarms (0.792 → 0.838),
// holdout-2 unchanged.
const heldOut = [
  { file: "holdout-2.json", recall: 0.93, precision: 0.93, category: 0.95 },
  { file: "holdout-5.json", recall: 0.95, precision: 0.89, category: 0.95 },
  { file: "holdout-10.json", recall: 0.93, precision: 0.83, category: 0.93 },
];

describe.each(heldOut)("the held-out corpus $file", ({ file, recall, precision, category }) => {
  const { sentences } = JSON.parse(
    readFileSync(new URL(`../corpus/${file}`, import.meta.url), "utf8"),
  ) as { sentences: LabelledSentence[] };

  it(`is caught with recall ≥ ${recall}, precision ≥ ${precision}, right category ≥ ${category}`, () => {
    const result = evaluate(sentences);

    expect(result.recall, JSON.stringify(result.misses)).toBeGreaterThanOrEqual(recall);
    expect(result.precision, JSON.stringify(result.falseAlarms)).toBeGreaterThanOrEqual(precision);
    expect(result.categoryAccuracy, JSON.stringify(result.wrongCategory)).toBeGreaterThanOrEqual(
      category,
    );
  });
});

describe("evaluate's per-category figures", () => {
  it("counts, for each category, the labelled sentences that drew any flag and the right one", () => {
    const result = evaluate([
      { text: "This fund is guaranteed to double your money.", category: "promissory" },
      { text: "The board meets on Tuesday.", category: "promissory" },
      { text: "The board meets on Wednesday.", category: null },
    ]);

    expect(result.perCategory.promissory).toEqual({
      labelled: 2,
      caught: 1,
      recall: 0.5,
      rightCategory: 1,
    });
    expect(result.perCategory.pressure).toEqual({
      labelled: 0,
      caught: 0,
      recall: 1,
      rightCategory: 0,
    });
  });
});

describe("the evaluate command", () => {
  const script = fileURLToPath(new URL("../scripts/evaluate.ts", import.meta.url));

  it("prints recall, precision, category accuracy and recall by category for a corpus file", {
    timeout: 120_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), "compliance-evaluate-"));
    const file = join(dir, "corpus.json");
    writeFileSync(
      file,
      JSON.stringify({
        sentences: [
          { text: "This fund is guaranteed to double your money.", category: "promissory" },
          { text: "The board meets on Tuesday.", category: null },
        ],
      }),
    );
    try {
      const run = (...args: string[]) =>
        spawnSync(process.execPath, ["--import", "tsx", script, file, ...args], {
          encoding: "utf8",
        });

      const text = run();
      const json = run("--json");

      expect(text.status, text.stderr).toBe(0);
      expect(text.stdout).toMatch(/^sentences 2 \(1 labelled as claims\)$/m);
      expect(text.stdout).toMatch(/^recall\s+100\.0%/m);
      expect(text.stdout).toMatch(/^\s+promissory\s+100\.0%\s+\(1\/1; 1 as promissory\)$/m);
      expect(text.stdout).toMatch(/^\s+pressure\s+100\.0%\s+\(0\/0; 0 as pressure\)$/m);
      expect(JSON.parse(json.stdout)).toMatchObject({
        recall: 1,
        precision: 1,
        sentences: 2,
        perCategory: { promissory: { labelled: 1, caught: 1 } },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
