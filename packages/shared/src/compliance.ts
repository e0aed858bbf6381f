import { z } from "./zod";

/**
 * The compliance report: the contract between the checker (`packages/compliance`), the API that
 * stores it with every piece of content, and the SPA that highlights it. Offsets are UTF-16 code
 * units into the text exactly as it was checked (markup included).
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
export const complianceCategory = z.enum(complianceCategories);
export type ComplianceCategory = z.infer<typeof complianceCategory>;

export const complianceSeverity = z.enum(["block", "warn"]);
export type ComplianceSeverity = z.infer<typeof complianceSeverity>;

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

export const complianceFlag = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  excerpt: z.string(),
  category: complianceCategory,
  severity: complianceSeverity,
  /** The rule's id: a built-in rule's name, `custom:<id>` or `model`. */
  rule: z.string(),
  reason: z.string(),
  suggestion: z.string().nullable(),
  /**
   * The span `suggestion` rewrites (the flag's sentence), so "Apply rewrite" replaces
   * `text.slice(sentenceStart, sentenceEnd)` with it. Absent on reports stored before it existed.
   */
  sentenceStart: z.number().int().nonnegative().optional(),
  sentenceEnd: z.number().int().nonnegative().optional(),
});
export type ComplianceFlag = z.infer<typeof complianceFlag>;

/** `rules` when only the rulebook ran; `rules+model` when a model review pass added to it. */
export const complianceEngine = z.enum(["rules", "rules+model"]);

export const complianceReport = z.object({
  passed: z.boolean(),
  flags: z.array(complianceFlag),
  engine: complianceEngine,
  rulebookVersion: z.string(),
});
export type ComplianceReport = z.infer<typeof complianceReport>;

/** True when a report holds a flag that must be resolved (or overridden) before approval. */
export function hasBlockingFlags(report: ComplianceReport | null | undefined): boolean {
  return report?.flags.some((flag) => flag.severity === "block") ?? false;
}

// ---------------------------------------------------------------------------------------------
// Checking a text, and the administrators' custom rules

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
  textTooLong: `The text must be at most ${COMPLIANCE_TEXT_MAX.toLocaleString("en-US")} characters.`,
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

/** `POST /api/compliance/check` and `compliance.check`: `{ text, productId? }`. */
export const complianceCheckInput = z.object({
  text: z
    .string({ error: complianceMessages.textRequired })
    .min(1, complianceMessages.textRequired)
    .max(COMPLIANCE_TEXT_MAX, complianceMessages.textTooLong)
    .refine((t) => t.trim().length > 0, complianceMessages.textRequired),
  productId: z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    z.coerce
      .number({ error: "Product id must be a positive whole number." })
      .int("Product id must be a positive whole number.")
      .positive("Product id must be a positive whole number.")
      .max(2_147_483_647, "Product id must be a positive whole number.")
      .optional(),
  ),
});
export type ComplianceCheckInput = z.infer<typeof complianceCheckInput>;

const phraseField = z
  .string({ error: complianceMessages.phraseRequired })
  .trim()
  .min(1, complianceMessages.phraseRequired)
  .max(CUSTOM_PHRASE_MAX, complianceMessages.phraseTooLong)
  .refine((p) => /[\p{L}\p{N}]/u.test(p), complianceMessages.phraseNeedsWord);

export const complianceRuleInput = z.object({
  phrase: phraseField,
  category: z.enum(customRuleCategories, { error: "Choose a category." }),
  severity: complianceSeverity,
  reason: z
    .string({ error: complianceMessages.reasonRequired })
    .trim()
    .min(1, complianceMessages.reasonRequired)
    .max(CUSTOM_REASON_MAX, complianceMessages.reasonTooLong),
  suggestion: z
    .string()
    .trim()
    .max(CUSTOM_SUGGESTION_MAX, complianceMessages.suggestionTooLong)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null)),
  enabled: z.boolean().default(true),
});
export type ComplianceRuleInput = z.input<typeof complianceRuleInput>;

export const updateComplianceRuleInput = complianceRuleInput.extend({
  id: z.coerce.number().int().positive(),
});

export const setComplianceRuleEnabledInput = z.object({
  id: z.coerce.number().int().positive(),
  enabled: z.boolean({ error: "enabled must be true or false." }),
});

export interface ComplianceRuleDto {
  id: number;
  phrase: string;
  category: (typeof customRuleCategories)[number];
  severity: ComplianceSeverity;
  reason: string;
  suggestion: string | null;
  enabled: boolean;
  createdAt: string;
}

/** A built-in rule as the admin console lists it. */
export interface BuiltInRuleDto {
  id: string;
  category: ComplianceCategory;
  severity: ComplianceSeverity;
  title: string;
  reason: string;
  examples: { flagged: string[]; compliant: string[] };
}

// ---------------------------------------------------------------------------------------------
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
