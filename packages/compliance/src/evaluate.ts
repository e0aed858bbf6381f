import type { ComplianceCategory, ComplianceFlag } from "@studio/shared";
import { checkText } from "./check-text";

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
  misses: LabelledSentence[];
  falseAlarms: Array<LabelledSentence & { flags: ComplianceFlag[] }>;
  wrongCategory: Array<LabelledSentence & { predicted: ComplianceCategory }>;
}

// Which flag names a sentence when it trips several: the more specific claim wins.
const PRECEDENCE: ComplianceCategory[] = [
  "testimonial",
  "hypothetical",
  "promissory",
  "prediction",
  "unsubstantiated",
  "pressure",
];

/** The category a sentence's flags mainly say, document-level flags aside. */
export function mainCategory(flags: ComplianceFlag[]): ComplianceCategory | null {
  const categories = new Set(flags.map((f) => f.category));
  return PRECEDENCE.find((c) => categories.has(c)) ?? null;
}

/** Checks every sentence on its own and scores sentence recall, precision and category. */
export function evaluate(corpus: readonly LabelledSentence[]): Evaluation {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  let rightCategory = 0;
  const misses: Evaluation["misses"] = [];
  const falseAlarms: Evaluation["falseAlarms"] = [];
  const wrongCategory: Evaluation["wrongCategory"] = [];
  for (const item of corpus) {
    const flags = checkText(item.text).flags.filter((f) => !f.rule.startsWith("document."));
    const predicted = mainCategory(flags);
    if (item.category === null) {
      if (predicted !== null) {
        fp += 1;
        falseAlarms.push({ ...item, flags });
      }
      continue;
    }
    if (predicted === null) {
      fn += 1;
      misses.push(item);
      continue;
    }
    tp += 1;
    if (predicted === item.category) rightCategory += 1;
    else wrongCategory.push({ ...item, predicted });
  }
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  return {
    sentences: corpus.length,
    flaggedInCorpus: corpus.filter((c) => c.category !== null).length,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    recall: ratio(tp, tp + fn),
    precision: ratio(tp, tp + fp),
    categoryAccuracy: ratio(rightCategory, tp),
    misses,
    falseAlarms,
    wrongCategory,
  };
}
