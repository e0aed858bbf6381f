import {
  COMPLIANCE_TEXT_MAX,
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
