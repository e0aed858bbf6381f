import { parsePhrase } from "./compliance-phrase";
import {
  COMPLIANCE_TEXT_MAX,
  CUSTOM_EXAMPLE_MAX,
  CUSTOM_EXAMPLES_MAX,
  CUSTOM_PHRASE_MAX,
  CUSTOM_REASON_MAX,
  CUSTOM_SUGGESTION_MAX,
  complianceCategories,
  complianceMessages,
  customRuleCategories,
} from "./compliance-words";
import { recordId } from "./ids";
import { z } from "./zod";

/**
 * The compliance report: the contract between the checker (`packages/compliance`), the API that
 * stores it with every piece of content, and the SPA that highlights it. Offsets are UTF-16 code
 * units into the text exactly as it was checked (markup included).
 */
export const complianceCategory = z.enum(complianceCategories);
export type ComplianceCategory = z.infer<typeof complianceCategory>;

export const complianceSeverity = z.enum(["block", "warn"]);
export type ComplianceSeverity = z.infer<typeof complianceSeverity>;

/**
 * The exact edit a flag's rewrite makes: replace `text.slice(start, end)` (UTF-16 offsets into
 * the checked text, markup included) with `text`. An insertion has `start === end`.
 */
export const complianceFix = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  text: z.string(),
});
export type ComplianceFix = z.infer<typeof complianceFix>;

export const complianceFlag = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
  excerpt: z.string(),
  category: complianceCategory,
  severity: complianceSeverity,
  /** The rule's id: a built-in rule's name, `custom:<id>` or `model`. */
  rule: z.string(),
  reason: z.string(),
  /** The flag's sentence as it reads once its rewrite is applied (for display). */
  suggestion: z.string().nullable(),
  /**
   * What "Apply rewrite" does: null when the flag has no rewrite. Absent on reports stored
   * before fixes existed (their `suggestion` then replaces the whole sentence).
   */
  fix: complianceFix.nullable().optional(),
  /**
   * How sure the checker is, 0–1: a rule's match is 1, a statistical flag its model's
   * probability; below BLOCK_CONFIDENCE a flag warns instead of blocking. Absent on old reports.
   */
  confidence: z.number().min(0).max(1).optional(),
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

// ---------------------------------------------------------------------------------------------
// Checking a text, and the administrators' custom rules

/** `POST /api/compliance/check` and `compliance.check`: `{ text, productId? }`. */
export const complianceCheckInput = z.object({
  text: z
    .string({ error: complianceMessages.textRequired })
    .min(1, complianceMessages.textRequired)
    .max(COMPLIANCE_TEXT_MAX, complianceMessages.textTooLong)
    .refine((t) => t.trim().length > 0, complianceMessages.textRequired),
  productId: z.preprocess(
    (value) => (value === null || value === "" ? undefined : value),
    recordId("Product id must be a positive whole number.").optional(),
  ),
  /**
   * A live check: the editor's highlights while someone types. The rules pass only (no model
   * review, no AI spend), counted against its own hourly allowance.
   */
  live: z.boolean({ error: "live must be true or false." }).optional(),
});
export type ComplianceCheckInput = z.infer<typeof complianceCheckInput>;

const phraseField = z
  .string({ error: complianceMessages.phraseRequired })
  .trim()
  .min(1, complianceMessages.phraseRequired)
  .max(CUSTOM_PHRASE_MAX, complianceMessages.phraseTooLong)
  // The phrase language's own errors: too many wildcards, an unknown slot, unbalanced brackets.
  .superRefine((phrase, ctx) => {
    const parsed = parsePhrase(phrase);
    if (!parsed.ok) ctx.addIssue({ code: "custom", message: parsed.error });
  });

const exampleList = z
  .array(
    z
      .string()
      .trim()
      .min(1, complianceMessages.exampleRequired)
      .max(CUSTOM_EXAMPLE_MAX, complianceMessages.exampleTooLong),
  )
  .max(CUSTOM_EXAMPLES_MAX, complianceMessages.examplesTooMany);

/** Sentences a custom rule must flag and must pass: shown live in the rule form, kept with it. */
export const complianceRuleExamples = z.object({
  flagged: exampleList.default([]),
  compliant: exampleList.default([]),
});
export type ComplianceRuleExamples = z.infer<typeof complianceRuleExamples>;

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
  examples: complianceRuleExamples.default({ flagged: [], compliant: [] }),
});
export type ComplianceRuleInput = z.input<typeof complianceRuleInput>;

/** A draft rule tried against its examples before saving (`admin.compliance.tryRule`). */
export const tryComplianceRuleInput = complianceRuleInput.omit({ enabled: true });
export type TryComplianceRuleInput = z.input<typeof tryComplianceRuleInput>;

/** How one example fared: whether the draft flagged it, and whether that is what was wanted. */
export interface ComplianceExampleResult {
  text: string;
  expected: "flagged" | "compliant";
  flagged: boolean;
  passed: boolean;
  /** The words the rule flagged, or the words a guard excused. */
  excerpt: string | null;
  /** Why a match did not count: a guard ("negation", "question", ...) or the rule's context. */
  excusedBy: string | null;
}

export interface ComplianceRuleTrial {
  results: ComplianceExampleResult[];
  /** Every example did what it was meant to. */
  passed: boolean;
}

/** Switching a built-in rule off or on for this installation. */
export const setBuiltInRuleEnabledInput = z.object({
  id: z.string({ error: complianceMessages.builtInRuleNotFound }).min(1).max(100),
  enabled: z.boolean({ error: "enabled must be true or false." }),
});

export const updateComplianceRuleInput = complianceRuleInput.extend({
  id: recordId("Invalid id"),
});

export const setComplianceRuleEnabledInput = z.object({
  id: recordId("Invalid id"),
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
  examples: ComplianceRuleExamples;
  createdAt: string;
}

/** A built-in rule as the admin console lists it. */
export interface BuiltInRuleDto {
  id: string;
  category: ComplianceCategory;
  severity: ComplianceSeverity;
  title: string;
  reason: string;
  /** The rule's phrases in the phrase language (empty for document-level and shape rules). */
  phrases: string[];
  examples: { flagged: string[]; compliant: string[] };
  /** Off when an administrator switched it off for this installation. */
  enabled: boolean;
}
