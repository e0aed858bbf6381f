import { defaultSeverity } from "@studio/shared";
import type { Finding } from "./check-text";
import {
  CLASS_INDEX,
  type Classifier,
  createClassifier,
  type Prediction,
} from "./classifier/model";
import { packedModel } from "./classifier/model.generated";
import { excusedBy, type Guard, sentenceContext } from "./guards";
import { toWords, type Word } from "./phrase/words";
import { append } from "./rewrite";
import type { SentenceCategory } from "./rule";
import { categoryReasons, HYPOTHETICAL_DISCLOSURE, TESTIMONIAL_DISCLOSURE } from "./rules/reasons";
import type { Sentence } from "./sentences";

/**
 * The statistical half of the checker: a sentence no rule flagged is flagged when the
 * classifier (logistic regression over word and character n-grams, ./classifier) judges it a
 * claim with probability at least `thresholds.flag`; it blocks only from `thresholds.block` on
 * and warns below (both chosen by cross-validation grouped by source). The flag underlines the
 * phrase whose words carried the claim and carries the probability as its confidence.
 */

/** A finding with the model's confidence: P(claim) = 1 − P(compliant), 0–1. */
export type ScoredFinding = Finding & { confidence: number };

/** Guards that excuse a statistical flag, each by the categories it applies to. */
export type ScorerGuard = "disclosure" | "attribution" | "fraud-warning" | "news";

let classifier: Classifier = createClassifier(packedModel);
/** The guards the shipped checker asks about its statistical flags. */
export const SCORER_GUARDS: readonly ScorerGuard[] = [
  "disclosure",
  "attribution",
  "fraud-warning",
  "news",
];
let activeGuards: ReadonlySet<ScorerGuard> = new Set(SCORER_GUARDS);

/** Swaps the model (and the guards) the checker scores with: for cross-validation scripts only. */
export function useClassifier(next: Classifier, guards?: readonly ScorerGuard[]): void {
  classifier = next;
  if (guards) activeGuards = new Set(guards);
}

/** The classifier the checker uses now. */
export function currentClassifier(): Classifier {
  return classifier;
}

/**
 * The guards' say on a statistical flag, in one place (the rules' matcher has its own): a
 * testimonial or hypothetical result that carries its disclosure, a forecast or boast
 * attributed to a named third party, a sentence that warns about a fraud. Each asks the one set
 * of guards (guards.ts) about the whole sentence as a claim of the kind it concerns, from one
 * reading of the sentence.
 */
function excused(
  category: SentenceCategory,
  sentence: string,
  words: readonly Word[],
  following: string | undefined,
): boolean {
  if (words.length === 0) return false;
  const context = sentenceContext(sentence, words, following);
  const guardFor = (as: SentenceCategory, among?: readonly Guard[]) =>
    excusedBy({ sentence: context, start: 0, end: words.length, category: as }, among);
  if (activeGuards.has("fraud-warning") && guardFor("promissory") === "warning") return true;
  if (
    activeGuards.has("disclosure") &&
    (category === "testimonial" || category === "hypothetical") &&
    (guardFor("testimonial") === "disclosure" || guardFor("hypothetical") === "disclosure")
  ) {
    return true;
  }
  if (category !== "prediction" && category !== "unsubstantiated") return false;
  if (activeGuards.has("attribution")) {
    const guard = guardFor("prediction");
    if (guard === "attribution" || guard === "reported") return true;
  }
  // Asked on its own: a guard before it (a hedge) excuses no statistical flag.
  return activeGuards.has("news") && guardFor(category, ["news"]) === "news";
}

/**
 * Fragments are too short to judge by their words. (Curly apostrophes need no straightening
 * here: the model's tokens and the guards' words straighten them.)
 */
function tooShortToJudge(text: string): boolean {
  return text.split(/\s+/).length < 3;
}

/** The claim category the classifier gives a sentence, restricted to `only` when given. */
function likeliest(prediction: Prediction, only?: ReadonlySet<SentenceCategory>) {
  if (!only) return { category: prediction.category, probability: prediction.claim };
  let best: { category: SentenceCategory; probability: number } | null = null;
  for (const category of only) {
    const probability = prediction.probabilities[CLASS_INDEX[category]]!;
    if (!best || probability > best.probability) best = { category, probability };
  }
  return best;
}

/**
 * The claim category the classifier names a sentence with confidence: its likeliest claim
 * category when that category's probability reaches `thresholds.recategorise`, else null. On
 * the real TRAIN split (grouped cross-validation) the rules' category was right for 78% of the
 * claims they caught and the model's likeliest for 74%, but where the model was this sure and
 * disagreed it was right more often than the rule (corpus/RESULTS.md, round 11).
 */
export function confidentCategory(text: string): SentenceCategory | null {
  if (tooShortToJudge(text)) return null;
  const prediction = classifier.predict(text);
  const { category } = prediction;
  const probability = prediction.probabilities[CLASS_INDEX[category]]!;
  return probability >= classifier.thresholds.recategorise ? category : null;
}

/**
 * A flag for a sentence the rules passed, or (with `upgrade`) the graver category a sentence the
 * rules only warned about really is ("Imagine you'd bought at our first mention: up 2,000%" is a
 * hypothetical, not just a figure). Null when the classifier is not confident enough.
 */
export function scorerFinding(
  sentence: Sentence & { words?: readonly Word[] },
  following: string | undefined,
  upgrade?: { only: ReadonlySet<SentenceCategory>; over: SentenceCategory },
): ScoredFinding | null {
  const prose = sentence.text;
  if (tooShortToJudge(prose)) return null;
  const prediction = classifier.predict(prose);
  const { thresholds } = classifier;
  const pick = likeliest(prediction, upgrade?.only);
  if (!pick) return null;
  if (upgrade) {
    const over = prediction.probabilities[CLASS_INDEX[upgrade.over]]!;
    if (pick.probability < thresholds.upgrade || pick.probability <= over) return null;
  } else if (prediction.claim < thresholds.flag) {
    return null;
  }
  const { category } = pick;
  if (excused(category, prose, sentence.words ?? toWords(prose), following)) return null;
  const confident = prediction.claim >= thresholds.block;
  const span = classifier.explain(prose, category) ?? { start: 0, end: prose.length };
  return {
    rule: `scorer.${category}`,
    category,
    severity: confident ? defaultSeverity[category] : "warn",
    reason: categoryReasons[category],
    start: sentence.start + span.start,
    end: sentence.start + span.end,
    sentence,
    rewrite:
      category === "testimonial"
        ? append(TESTIMONIAL_DISCLOSURE)
        : category === "hypothetical"
          ? append(HYPOTHETICAL_DISCLOSURE)
          : null,
    confidence: Number(prediction.claim.toFixed(3)),
  };
}
