import { isExcusedBy } from "./guards";

/**
 * The guards as the statistical scorer's findings (scorer-findings.ts) call them, by their old
 * names. They delegate to the one set of guards in guards.ts; new code calls `isExcusedBy`.
 */
export interface TriggerContext {
  /** The sentence (plain text, markup removed). */
  sentence: string;
  /** Where the trigger starts and ends in the sentence. */
  start: number;
  end: number;
  /** The next sentence: a disclosure often follows the claim it qualifies. */
  following?: string;
}

/** The claim is a named third party's: "according to X", "Goldman expects". */
export function isAttributed(ctx: TriggerContext): boolean {
  const guard = isExcusedBy({ ...ctx, category: "prediction" });
  return guard === "attribution" || guard === "reported";
}

/** The sentence, the next one or the document discloses a testimonial or hypothetical result. */
export function isDisclosed(ctx: TriggerContext): boolean {
  return (
    isExcusedBy({ ...ctx, category: "testimonial" }) === "disclosure" ||
    isExcusedBy({ ...ctx, category: "hypothetical" }) === "disclosure"
  );
}

/** A warning about fraud in the sentence: `WARNING_FRAME.test(sentence)`. */
export const WARNING_FRAME = {
  test: (sentence: string): boolean =>
    isExcusedBy({ sentence, start: 0, end: sentence.length, category: "promissory" }) === "warning",
};

export function normalizeApostrophes(text: string): string {
  return text.replace(/[’‘`]/g, "'");
}
