import type {
  ComplianceCategory,
  ComplianceFlag,
  ComplianceReport,
  ComplianceSeverity,
} from "./compliance";

import { formatCount } from "./numbers";

/*
 * The compliance gate's categories, limits, words and text helpers, apart from its schemas
 * (compliance.ts): zod-free, so a page that only shows a report (the chat's replies) does not
 * download and build zod. Types come from the schemas, as types only.
 */

/** Categories a custom rule may use: the sentence-level ones. */
export const customRuleCategories = [
  "promissory",
  "prediction",
  "unsubstantiated",
  "pressure",
  "testimonial",
  "hypothetical",
] as const;
/** Every category: the sentence-level ones, then the document-level ones (only built in). */
export const complianceCategories = [
  ...customRuleCategories,
  "unbalanced",
  "missing_disclaimer",
] as const;

/**
 * A category's severity unless a rule says otherwise (issue 11): promises, forecasts,
 * testimonials, hypotheticals and document-level gaps block; unsupported claims and pressure warn.
 */
export const defaultSeverity: Record<ComplianceCategory, ComplianceSeverity> = {
  promissory: "block",
  prediction: "block",
  unsubstantiated: "warn",
  pressure: "warn",
  testimonial: "block",
  hypothetical: "block",
  unbalanced: "block",
  missing_disclaimer: "block",
};

/** True when a report holds a flag that must be resolved (or overridden) before approval. */
export function hasBlockingFlags(report: ComplianceReport | null | undefined): boolean {
  return report?.flags.some((flag) => flag.severity === "block") ?? false;
}

/** Longest text one check accepts (issue 11). */
export const COMPLIANCE_TEXT_MAX = 100_000;
export const DISCLAIMER_MAX = 2_000;
export const CUSTOM_PHRASE_MAX = 200;
export const CUSTOM_REASON_MAX = 500;
export const CUSTOM_SUGGESTION_MAX = 500;
/** Rule-only checks per address per hour: generous, since they cost milliseconds. */
export const COMPLIANCE_CHECKS_PER_HOUR = 600;

export const complianceMessages = {
  textRequired: "Text is required: send the draft to check as a string.",
  textTooLong: `The text must be at most ${formatCount(COMPLIANCE_TEXT_MAX)} characters.`,
  productNotFound: "That product does not exist. Please choose another product.",
  ruleNotFound: "That compliance rule does not exist.",
  phraseRequired: "Phrase is required.",
  phraseNeedsWord: "The phrase needs at least one word besides the * wildcards.",
  phraseTooLong: `The phrase must be at most ${CUSTOM_PHRASE_MAX} characters.`,
  reasonRequired: "Reason is required.",
  reasonTooLong: `The reason must be at most ${CUSTOM_REASON_MAX} characters.`,
  suggestionTooLong: `The suggestion must be at most ${CUSTOM_SUGGESTION_MAX} characters.`,
  checkLimitReached: (minutes: number) =>
    `You have reached the limit of ${COMPLIANCE_CHECKS_PER_HOUR} compliance checks per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  noIssues: "No issues found",
  issues: (n: number) => `Compliance: ${n} issue${n === 1 ? "" : "s"}`,
  ruleCreated: "Compliance rule created",
  ruleUpdated: "Compliance rule updated",
  ruleDeleted: "Compliance rule deleted",
  ruleError: "Compliance rule not saved",
} as const;

export const complianceCategoryLabels: Record<ComplianceCategory, string> = {
  promissory: "Promissory claim",
  prediction: "Prediction stated as fact",
  unsubstantiated: "Unsubstantiated claim",
  pressure: "High-pressure urgency",
  testimonial: "Testimonial without disclosure",
  hypothetical: "Hypothetical or back-tested result",
  unbalanced: "Gains without risk",
  missing_disclaimer: "Missing disclaimer",
};

// Applying rewrites (the SPA's "Apply rewrite" and "Apply all rewrites")

type Rewritable = Pick<ComplianceFlag, "suggestion" | "sentenceStart" | "sentenceEnd">;

/** Flags whose suggestion can be applied: they say which span it rewrites. */
export function canApply(flag: Rewritable): boolean {
  return (
    flag.suggestion !== null &&
    flag.sentenceStart !== undefined &&
    flag.sentenceEnd !== undefined &&
    flag.sentenceEnd >= flag.sentenceStart
  );
}

/**
 * Applies the suggestions of `flags` to `text`: each rewrites its sentence, one rewrite per
 * sentence (flags of one sentence share it), from the end of the text so earlier offsets hold.
 * Overlapping spans after the first are skipped; the re-check that follows reports what is left.
 */
export function applyRewrites(text: string, flags: readonly Rewritable[]): string {
  const spans = new Map<string, { start: number; end: number; suggestion: string }>();
  for (const flag of flags) {
    if (!canApply(flag)) continue;
    const start = flag.sentenceStart!;
    const end = flag.sentenceEnd!;
    const key = `${start}:${end}`;
    if (!spans.has(key)) spans.set(key, { start, end, suggestion: flag.suggestion! });
  }
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const span of [...spans.values()].sort((a, b) => b.start - a.start)) {
    if (span.end > limit) continue;
    out = out.slice(0, span.start) + span.suggestion + out.slice(span.end);
    limit = span.start;
  }
  return out;
}
