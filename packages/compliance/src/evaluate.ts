import type { ComplianceCategory, ComplianceFlag } from "@studio/shared";
import { checkText } from "./check-text";
import type { SentenceCategory } from "./rule";
import { scorerFinding } from "./scorer-findings";

export interface LabelledSentence {
  text: string;
  /** The category a reviewer would flag it under; null when it is compliant. */
  category: ComplianceCategory | null;
}

export interface Evaluation {
  sentences: number;
  flaggedInCorpus: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  recall: number;
  precision: number;
  /** Of the caught sentences, the share whose main flag has the labelled category. */
  categoryAccuracy: number;
  /**
   * For each sentence-level category: how many sentences are labelled with it, how many of them
   * drew any flag (its recall) and how many drew a flag of that category.
   */
  perCategory: Record<SentenceCategory, CategoryFigures>;
  misses: LabelledSentence[];
  falseAlarms: Array<LabelledSentence & { flags: Pick<ComplianceFlag, "category" | "rule">[] }>;
  wrongCategory: Array<LabelledSentence & { predicted: ComplianceCategory }>;
}

export interface CategoryFigures {
  labelled: number;
  caught: number;
  /** caught / labelled (1 when none is labelled). */
  recall: number;
  /** Caught with a flag of this category. */
  rightCategory: number;
}

// Which flag names a sentence when it trips several: the more specific claim wins.
const PRECEDENCE: SentenceCategory[] = [
  "testimonial",
  "hypothetical",
  "promissory",
  "prediction",
  "unsubstantiated",
  "pressure",
];

/** The category a sentence's flags mainly say, document-level flags aside. */
export function mainCategory(
  flags: readonly Pick<ComplianceFlag, "category">[],
): ComplianceCategory | null {
  const categories = new Set(flags.map((f) => f.category));
  return PRECEDENCE.find((c) => categories.has(c)) ?? null;
}

/** What flags a sentence, for evaluation: its category and the rule that raised it. */
export type SentenceFlagger = (text: string) => Pick<ComplianceFlag, "category" | "rule">[];

/** The whole offline checker's sentence-level flags (document-level checks aside). */
export const checkerFlags: SentenceFlagger = (text) =>
  checkText(text).flags.filter((f) => !f.rule.startsWith("document."));

/** The classifier's flag alone, as if no rule had fired: what the model contributes. */
export const modelOnlyFlags: SentenceFlagger = (text) => {
  const finding = scorerFinding({ text, start: 0, end: text.length }, undefined);
  return finding ? [finding] : [];
};

/** a / b, and 1 when there was nothing to measure (b = 0). */
export const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b);

/**
 * The headline figures from the counts, one formula for one corpus and for pooled folds:
 * recall over what was labelled, precision over what was flagged, category accuracy over the
 * true positives (`rightCategory` of them named the right category).
 */
export function countFigures(tp: number, fp: number, fn: number, rightCategory: number) {
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    recall: ratio(tp, tp + fn),
    precision: ratio(tp, tp + fp),
    categoryAccuracy: ratio(rightCategory, tp),
  };
}

/**
 * Checks every sentence on its own and scores sentence recall, precision and category; by
 * default with the whole offline checker, or with another flagger (e.g. the model alone).
 */
export function evaluate(
  corpus: readonly LabelledSentence[],
  flagsOf: SentenceFlagger = checkerFlags,
): Evaluation {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let rightCategory = 0;
  const misses: Evaluation["misses"] = [];
  const falseAlarms: Evaluation["falseAlarms"] = [];
  const wrongCategory: Evaluation["wrongCategory"] = [];
  const perCategory = Object.fromEntries(
    PRECEDENCE.map((c) => [c, { labelled: 0, caught: 0, recall: 1, rightCategory: 0 }]),
  ) as Record<SentenceCategory, CategoryFigures>;
  for (const item of corpus) {
    const flags = flagsOf(item.text);
    const predicted = mainCategory(flags);
    if (item.category === null) {
      if (predicted !== null) {
        fp += 1;
        falseAlarms.push({ ...item, flags });
      }
      continue;
    }
    const figures = perCategory[item.category as SentenceCategory];
    if (figures) figures.labelled += 1;
    if (predicted === null) {
      fn += 1;
      misses.push(item);
      continue;
    }
    tp += 1;
    if (figures) figures.caught += 1;
    if (predicted === item.category) {
      rightCategory += 1;
      if (figures) figures.rightCategory += 1;
    } else wrongCategory.push({ ...item, predicted });
  }
  for (const figures of Object.values(perCategory)) {
    figures.recall = ratio(figures.caught, figures.labelled);
  }
  return {
    sentences: corpus.length,
    flaggedInCorpus: corpus.filter((c) => c.category !== null).length,
    ...countFigures(tp, fp, fn, rightCategory),
    perCategory,
    misses,
    falseAlarms,
    wrongCategory,
  };
}
