import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { customRuleCategories } from "@studio/shared";
import type { LabelledSentence } from "../evaluate";

/**
 * The labelled corpora the classifier learns from and is measured on (Node only: scripts and
 * tests). Real public text (`corpus/real/*.json`, issue 23) is split BY SOURCE into TRAIN and
 * TEST with a hash of the source's URL, so the split is stable as the corpus grows and no
 * document straddles it. Our own written sets are regression sets, trained on.
 */

export const CORPUS_DIR = fileURLToPath(new URL("../../corpus/", import.meta.url));
export const REAL_CORPUS_DIR = join(CORPUS_DIR, "real");

/** Our own sentence sets the classifier trains on (the other holdout files are never trained on). */
export const SELF_WRITTEN_TRAINING = [
  "sentences.json",
  "sentences-round5.json",
  // Scored once as held-out sets (corpus/RESULTS.md), then trained on.
  "holdout-6.json",
  "holdout-7.json",
  "holdout-8.json",
  "holdout-9.json",
  // Scored once before it was trained on (corpus/RESULTS.md, round 8).
  "sentences-round8.json",
  // The demo composer's own copy, all compliant (round 9).
  "sentences-demo.json",
] as const;

/** The demo composer's copy among them. */
export const DEMO_COPY = "sentences-demo.json";

export interface RealSentence extends LabelledSentence {
  source: string;
  sourceKind: string;
  sourceTitle?: string;
  /** The file it came from (for reports). */
  file: string;
}

/**
 * Which labels to read: those the sentences were gathered with (`category`: what the model is
 * trained on and TEST is scored against), or round 17's blind ones by `corpus/LABELLING.md`
 * (`blindCategory`, kept where it differs), for measuring against a second reader.
 */
export type Labels = "gathered" | "blind";

/** A source is in the TEST set when its SHA-256's first byte is under 77 (≈ 30%). */
export const TEST_BYTE_BELOW = 77;

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

export function isTestSource(source: string): boolean {
  return Number.parseInt(sha256(source).toString("hex").slice(0, 2), 16) < TEST_BYTE_BELOW;
}

const CATEGORIES = new Set<string>(customRuleCategories);

/** Case-, quote- and whitespace-insensitive form of a sentence, for finding duplicates. */
export function normalizedText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

/** Every real sentence in the given folders' `*.json` files, validated; duplicates kept. */
export function loadRealCorpus(
  dirs: readonly string[] = [REAL_CORPUS_DIR],
  labels: Labels = "gathered",
): RealSentence[] {
  const out: RealSentence[] = [];
  for (const dir of dirs) {
    let files: string[];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const parsed = JSON.parse(readFileSync(join(dir, file), "utf8")) as {
        sentences: Array<Partial<RealSentence> & { blindCategory?: RealSentence["category"] }>;
      };
      for (const item of parsed.sentences) {
        const { text, source, sourceKind } = item;
        if (typeof text !== "string" || typeof source !== "string" || source.length === 0) {
          throw new Error(`${file}: a sentence without text or source`);
        }
        for (const label of [item.category, item.blindCategory]) {
          if (label != null && !CATEGORIES.has(String(label))) {
            throw new Error(`${file}: unknown category ${String(label)} for "${text}"`);
          }
        }
        const category =
          labels === "blind" && item.blindCategory !== undefined
            ? item.blindCategory
            : item.category;
        out.push({
          text,
          category: category ?? null,
          source,
          sourceKind: sourceKind ?? "other",
          ...(item.sourceTitle ? { sourceTitle: item.sourceTitle } : {}),
          file,
        });
      }
    }
  }
  return out;
}

export interface Split {
  train: RealSentence[];
  test: RealSentence[];
}

/**
 * TRAIN and TEST by source. A sentence met twice is kept once: in TEST when any of its copies
 * is there (so TRAIN never holds a test sentence under another source), else its first copy.
 */
export function splitBySource(sentences: readonly RealSentence[]): Split {
  const inTest = new Set<string>();
  for (const s of sentences) if (isTestSource(s.source)) inTest.add(normalizedText(s.text));
  const seen = new Set<string>();
  const split: Split = { train: [], test: [] };
  for (const s of sentences) {
    const key = normalizedText(s.text);
    if (seen.has(key)) continue;
    const test = isTestSource(s.source);
    if (!test && inTest.has(key)) continue;
    seen.add(key);
    (test ? split.test : split.train).push(s);
  }
  return split;
}

/**
 * Cross-validation folds grouped by source: sources in hash order, each to the fold with the
 * fewest sentences so far (largest first), so folds are balanced and stable.
 */
export function groupFolds(sentences: readonly { source: string }[], folds: number): number[] {
  const sizes = new Map<string, number>();
  for (const s of sentences) sizes.set(s.source, (sizes.get(s.source) ?? 0) + 1);
  const order = [...sizes.keys()].sort((a, b) => {
    const bySize = sizes.get(b)! - sizes.get(a)!;
    return bySize !== 0 ? bySize : sha256(a).compare(sha256(b));
  });
  const load = new Array<number>(folds).fill(0);
  const foldOf = new Map<string, number>();
  for (const source of order) {
    let best = 0;
    for (let k = 1; k < folds; k++) if (load[k]! < load[best]!) best = k;
    foldOf.set(source, best);
    load[best]! += sizes.get(source)!;
  }
  return sentences.map((s) => foldOf.get(s.source)!);
}

/** Our own written sentences the classifier trains on. */
export function loadSelfWritten(): LabelledSentence[] {
  return SELF_WRITTEN_TRAINING.flatMap((name) => loadCorpusFile(join(CORPUS_DIR, name)));
}

/** A corpus file in the plain `{ sentences: [{ text, category }] }` format. */
export function loadCorpusFile(path: string): LabelledSentence[] {
  return (JSON.parse(readFileSync(path, "utf8")) as { sentences: LabelledSentence[] }).sentences;
}

/** SHA-256 of anything JSON can hold (a model's training data and settings). */
export function fingerprintOf(value: unknown): string {
  return sha256(JSON.stringify(value)).toString("hex").slice(0, 16);
}
