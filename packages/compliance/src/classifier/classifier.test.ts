import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  groupFolds,
  isTestSource,
  loadRealCorpus,
  type RealSentence,
  splitBySource,
} from "./corpus";
import { type FeatureOptions, sentenceFeatures } from "./features";
import { minimize } from "./lbfgs";
import { CLASSES, createClassifier, decodeBuckets } from "./model";
import { tokenize } from "./tokens";
import { fit, pack, predictRow, sampleWeights, vectorize } from "./train";

const options: FeatureOptions = {
  bits: 18,
  wordNgrams: 2,
  charMin: 3,
  charMax: 5,
  concepts: true,
  charWeight: 1,
  conceptWeight: 1,
};

describe("tokenize", () => {
  it("reduces figures to their kind, marks negated words and keeps offsets", () => {
    const sentence = "It does NOT guarantee 8% or $5,000, but in 2030 it might!";
    const tokens = tokenize(sentence);

    expect(tokens.map((t) => (t.negated ? `not_${t.text}` : t.text))).toEqual([
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
      "!",
    ]);
    expect(tokens.map((t) => sentence.slice(t.start, t.end)).slice(2, 7)).toEqual([
      "NOT",
      "guarantee",
      "8%",
      "or",
      "$5,000",
    ]);
    expect(tokens.filter((t) => t.shouted).map((t) => t.text)).toEqual(["not"]);
  });
});

describe("sentenceFeatures", () => {
  const ids = (s: string) => new Set(sentenceFeatures(s, options).vector.ids);
  const shared = (a: Set<number>, b: Set<number>) => [...a].filter((x) => b.has(x)).length;

  it("is deterministic, and gives each group unit length", () => {
    const a = sentenceFeatures("Our picks will soar this year.", options);
    const b = sentenceFeatures("Our picks will soar this year.", options);

    expect(a.vector).toEqual(b.vector);
    const squares = a.vector.values.reduce((sum, v) => sum + v * v, 0);
    // Words and pairs, character n-grams, word families, shape: four groups of unit length.
    expect(squares).toBeCloseTo(4, 5);
  });

  it("lets inflections share character n-grams and keeps negated words apart", () => {
    const guaranteed = ids("Returns are guaranteed");
    const guarantees = ids("Returns are guarantees");
    const other = ids("Returns are reported");
    const negated = ids("Returns are not guaranteed");

    expect(shared(guaranteed, guarantees)).toBeGreaterThan(shared(guaranteed, other) + 5);
    // "not guaranteed": the word and its n-grams are the negated kind, not the claim's.
    expect(shared(guaranteed, negated)).toBeLessThan(shared(guaranteed, other) + 3);
  });

  it("knows which tokens each feature came from", () => {
    const { tokens, spans } = sentenceFeatures("Buy now before it's too late", options);

    expect(spans.feature).toHaveLength(spans.from.length);
    for (let k = 0; k < spans.from.length; k++) {
      expect(spans.from[k]).toBeGreaterThanOrEqual(0);
      expect(spans.to[k]).toBeLessThan(tokens.length);
      expect(spans.from[k]).toBeLessThanOrEqual(spans.to[k]!);
    }
  });
});

describe("minimize (L-BFGS)", () => {
  it("finds the minimum of a convex quadratic", () => {
    const target = [3, -2, 0.5, 10];
    const x = new Float64Array(4);

    minimize((w, g) => {
      let value = 0;
      for (let i = 0; i < w.length; i++) {
        const d = w[i]! - target[i]!;
        value += (i + 1) * d * d;
        g[i] = 2 * (i + 1) * d;
      }
      return value;
    }, x);

    x.forEach((v, i) => {
      expect(v).toBeCloseTo(target[i]!, 4);
    });
  });
});

const tiny = [
  { text: "This fund is guaranteed to double your money", category: "promissory" },
  { text: "You will never lose a dime with our guaranteed plan", category: "promissory" },
  { text: "Guaranteed income every single month, no risk at all", category: "promissory" },
  { text: "This stock will soar to $40 by Friday", category: "prediction" },
  { text: "Silver is going to explode higher next week", category: "prediction" },
  { text: "Oil will hit $100 before summer", category: "prediction" },
  { text: "Act now, only three spots left before midnight", category: "pressure" },
  { text: "Hurry, this offer expires tonight", category: "pressure" },
  { text: "Don't wait, the window closes in hours", category: "pressure" },
  { text: "The fund returned 4.1% in 2023 after fees", category: null },
  { text: "Past performance does not guarantee future results", category: null },
  { text: "Bond prices fall when interest rates rise", category: null },
  { text: "The board meets on the first Tuesday of each month", category: null },
  { text: "Investors should read the prospectus before investing", category: null },
];

describe("training", () => {
  const matrix = vectorize(tiny, options);
  const rows = tiny.map((_, i) => i);
  const params = fit(matrix, rows, sampleWeights(matrix, rows, 0.5), { l2: 1e-4 });

  it("fits the sentences it was given", () => {
    rows.forEach((r) => {
      const p = predictRow(matrix, params, r);
      expect(CLASSES[p.indexOf(Math.max(...p))]).toBe(tiny[r]!.category ?? "none");
    });
  });

  it("penalises weights: a larger L2 penalty gives smaller weights", () => {
    const strong = fit(matrix, rows, sampleWeights(matrix, rows, 0.5), { l2: 1e-1 });
    // The intercepts are not penalised: only the feature weights shrink.
    const features = matrix.buckets.length * CLASSES.length;
    const norm = (w: Float64Array) => w.subarray(0, features).reduce((s, v) => s + v * v, 0);

    expect(norm(strong)).toBeLessThan(norm(params) / 4);
  });

  it("packs into a classifier that predicts as the fitted weights do, pruning small weights", () => {
    const settings = {
      features: options,
      thresholds: { flag: 0.5, block: 0.8, upgrade: 0.7, recategorise: 0.5 },
      fingerprint: "test",
    };
    const full = pack(matrix, params, { ...settings, prune: 0 });
    const pruned = pack(matrix, params, { ...settings, prune: 0.5 });
    const classifier = createClassifier(full);

    expect(decodeBuckets(full.buckets)).toHaveLength(matrix.buckets.length);
    expect(decodeBuckets(pruned.buckets).length).toBeLessThan(matrix.buckets.length);
    expect(decodeBuckets(full.buckets)).toEqual([...matrix.buckets].sort((a, b) => a - b));
    rows.forEach((r) => {
      const fitted = predictRow(matrix, params, r);
      const packed = classifier.predict(tiny[r]!.text).probabilities;
      packed.forEach((p, c) => {
        expect(p).toBeCloseTo(fitted[c]!, 1);
      });
    });
  });

  it("explains a score with a run of words, not the whole sentence", () => {
    const classifier = createClassifier(
      pack(matrix, params, {
        features: options,
        thresholds: { flag: 0.5, block: 0.8, upgrade: 0.7, recategorise: 0.5 },
        prune: 0,
        fingerprint: "test",
      }),
    );
    const sentence = "Our quarterly letter says this plan is guaranteed to double your money";

    const span = classifier.explain(sentence, "promissory");

    expect(span).not.toBeNull();
    const phrase = sentence.slice(span!.start, span!.end);
    expect(phrase).toMatch(/guaranteed/);
    expect(phrase.split(" ").length).toBeGreaterThan(1);
    expect(phrase.length).toBeLessThan(sentence.length);
  });
});

describe("the real corpus's split", () => {
  const sentence = (text: string, source: string): RealSentence => ({
    text,
    category: null,
    source,
    sourceKind: "other",
    file: "x.json",
  });

  it("puts a source in TEST when the first byte of its SHA-256 is under 77", () => {
    // sha256("d") starts 18 (24), sha256("b") 3e (62), sha256("a") ca (202).
    expect(isTestSource("d")).toBe(true);
    expect(isTestSource("b")).toBe(true);
    expect(isTestSource("a")).toBe(false);
  });

  it("keeps every source on one side and a repeated sentence only in TEST", () => {
    const corpus = [
      sentence("One.", "a"),
      sentence("Two.", "a"),
      sentence("Three.", "d"),
      sentence("one. ", "d"),
      sentence("Four.", "a"),
      sentence("Four.", "a"),
    ];

    const { train, test } = splitBySource(corpus);

    expect(test.map((s) => s.text)).toEqual(["Three.", "one. "]);
    expect(train.map((s) => s.text)).toEqual(["Two.", "Four."]);
  });

  it("reads the gathered labels, or a blind reader's where they differ, and refuses unknown ones", () => {
    const dir = mkdtempSync(join(tmpdir(), "real-corpus-"));
    try {
      const write = (sentences: object[]) =>
        writeFileSync(join(dir, "set.json"), JSON.stringify({ sentences }));
      write([
        {
          text: "Returns are guaranteed.",
          category: null,
          blindCategory: "promissory",
          source: "a",
        },
        { text: "Markets may fall.", category: null, source: "a" },
        { text: "Act now!", category: "pressure", blindCategory: null, source: "b" },
      ]);

      expect(loadRealCorpus([dir]).map((s) => s.category)).toEqual([null, null, "pressure"]);
      expect(loadRealCorpus([dir], "blind").map((s) => s.category)).toEqual([
        "promissory",
        null,
        null,
      ]);

      write([{ text: "Up 900%.", category: null, blindCategory: "boast", source: "a" }]);
      expect(() => loadRealCorpus([dir])).toThrow("unknown category boast");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("groups cross-validation folds by source and balances them", () => {
    const corpus = Array.from({ length: 60 }, (_, i) => sentence(`S${i}`, `src${i % 13}`));

    const folds = groupFolds(corpus, 5);

    const bySource = new Map<string, Set<number>>();
    corpus.forEach((s, i) => {
      bySource.set(s.source, (bySource.get(s.source) ?? new Set()).add(folds[i]!));
    });
    for (const set of bySource.values()) expect(set.size).toBe(1);
    const sizes = [0, 1, 2, 3, 4].map((k) => folds.filter((f) => f === k).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(5);
    expect(groupFolds(corpus, 5)).toEqual(folds);
  });
});
