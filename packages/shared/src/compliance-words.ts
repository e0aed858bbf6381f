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
export type CustomRuleCategory = (typeof customRuleCategories)[number];
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
/** How many words a lone `*` in a rule's phrase may stand for. */
export const WILDCARD_MAX_WORDS = 4;
/**
 * How many `*` wildcards one phrase may hold (issue 27: a 49-wildcard phrase made every check
 * of 5,000 words take 4.8 s; the matcher is linear now, and the cap keeps phrases readable).
 */
export const PHRASE_WILDCARDS_MAX = 6;
export const CUSTOM_REASON_MAX = 500;
export const CUSTOM_SUGGESTION_MAX = 500;
/** Examples a custom rule keeps of each kind (flagged, compliant), and how long each may be. */
export const CUSTOM_EXAMPLES_MAX = 10;
export const CUSTOM_EXAMPLE_MAX = 500;
/**
 * Below this confidence a flag warns instead of blocking ("block only when confident"): rules'
 * flags are certain (1), a statistical flag carries its model's probability.
 */
export const BLOCK_CONFIDENCE = 0.8;
/** Rule-only checks per address per hour: generous, since they cost milliseconds. */
export const COMPLIANCE_CHECKS_PER_HOUR = 600;
/**
 * Live checks per account (or address) per hour: the editor checks the paragraph being written
 * at each pause in typing, rules only, so an hour of steady writing stays well inside this.
 */
export const COMPLIANCE_LIVE_CHECKS_PER_HOUR = 3_600;

export const complianceMessages = {
  textRequired: "Text is required: send the draft to check as a string.",
  textTooLong: `The text must be at most ${formatCount(COMPLIANCE_TEXT_MAX)} characters.`,
  productNotFound: "That product does not exist. Please choose another product.",
  ruleNotFound: "That compliance rule does not exist.",
  phraseRequired: "Phrase is required.",
  phraseNeedsWord: "The phrase needs at least one word besides the * wildcards.",
  phraseTooManyWildcards: `A phrase may hold at most ${PHRASE_WILDCARDS_MAX} * wildcards.`,
  phraseUnknownSlot: (name: string, slots: readonly string[]) =>
    `{${name}} is not a slot. Use one of ${slots.map((n) => `{${n}}`).join(", ")}.`,
  phraseUnbalanced: "Every ( needs a matching ) and every { a matching }.",
  phraseNestedGroup: "Parentheses may be nested at most four deep.",
  phraseGapInGroup: "A lone * cannot stand inside parentheses.",
  phraseEmptyChoice: "Each choice in (a|b) needs a word: write (a|b)? to make the group optional.",
  examplesTooMany: `A rule keeps at most ${CUSTOM_EXAMPLES_MAX} examples of each kind.`,
  exampleTooLong: `Each example must be at most ${formatCount(CUSTOM_EXAMPLE_MAX)} characters.`,
  exampleRequired: "An example cannot be empty.",
  builtInRuleNotFound: "That built-in rule does not exist.",
  phraseTooLong: `The phrase must be at most ${CUSTOM_PHRASE_MAX} characters.`,
  reasonRequired: "Reason is required.",
  reasonTooLong: `The reason must be at most ${CUSTOM_REASON_MAX} characters.`,
  suggestionTooLong: `The suggestion must be at most ${CUSTOM_SUGGESTION_MAX} characters.`,
  liveCheckLimitReached: (minutes: number) =>
    `You have reached the limit of ${formatCount(COMPLIANCE_LIVE_CHECKS_PER_HOUR)} live compliance checks per hour. Highlights refresh again in ${minutes} minute${minutes === 1 ? "" : "s"}; saving still checks the whole piece.`,
  checkLimitReached: (minutes: number) =>
    `You have reached the limit of ${COMPLIANCE_CHECKS_PER_HOUR} compliance checks per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
  noIssues: "No issues found",
  issues: (n: number) => `Compliance: ${n} issue${n === 1 ? "" : "s"}`,
  ruleCreated: "Compliance rule created",
  ruleUpdated: "Compliance rule updated",
  ruleDeleted: "Compliance rule deleted",
  ruleError: "Compliance rule not saved",
  builtInRuleOn: (title: string) => `"${title}" applies to every check again.`,
  builtInRuleOff: (title: string) => `"${title}" is off for this installation.`,
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

// Applying rewrites (the SPA's "Apply rewrite" and "Apply all rewrites", and the API)

type Rewritable = Pick<
  ComplianceFlag,
  "suggestion" | "sentenceStart" | "sentenceEnd" | "fix" | "field"
>;

/** Whether a flag stands in the text itself, not in an email's subject or preheader. */
export function inBody(flag: Pick<ComplianceFlag, "field">): boolean {
  return flag.field === undefined;
}

/**
 * The exact edit a flag's rewrite makes to the text: its `fix`, or for reports stored before
 * fixes, its sentence. None for a subject's or preheader's flag (the writer edits that field).
 */
function editOf(flag: Rewritable): { start: number; end: number; text: string } | null {
  if (!inBody(flag)) return null;
  if (flag.fix) return flag.fix;
  if (flag.fix === null || flag.suggestion === null) return null;
  if (flag.sentenceStart === undefined || flag.sentenceEnd === undefined) return null;
  if (flag.sentenceEnd < flag.sentenceStart) return null;
  return { start: flag.sentenceStart, end: flag.sentenceEnd, text: flag.suggestion };
}

/** Flags whose rewrite can be applied: they say exactly which range it replaces. */
export function canApply(flag: Rewritable): boolean {
  return editOf(flag) !== null;
}

/**
 * Applies the rewrites of `flags` to `text` (issue 23): each flag's `fix` replaces exactly its
 * range, from the end of the text so earlier offsets hold. The same edit offered by several
 * flags is made once; of two edits that overlap, the one that starts first (the wider, when
 * they start together) is made and the other left for the re-check that follows, since a fix
 * inside a wider one's range was written for words the wider one replaces ("to soar 300%"
 * inside "are going to soar 300% by Christmas"); an added sentence the text already holds is
 * not added again. So applying never pastes a sentence in place of a word, and never doubles
 * text.
 */
export function applyRewrites(text: string, flags: readonly Rewritable[]): string {
  const edits = new Map<string, { start: number; end: number; text: string }>();
  for (const flag of flags) {
    const edit = editOf(flag);
    if (!edit || edit.end > text.length || edit.start > edit.end) continue;
    edits.set(`${edit.start}:${edit.end}:${edit.text}`, edit);
  }
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  const sorted = outermost([...edits.values()]).sort((a, b) => b.start - a.start || b.end - a.end);
  // Two replacements that touch are one claim's words: the later is made, the other left. A
  // sentence added right after a replacement (a disclosure after the sentence it fixes) is not,
  // nor is a deletion beside another edit: it adds no words to double (two lines one fallback
  // sentence stands in for are deleted side by side).
  let limitJoins = false;
  for (const edit of sorted) {
    const replaces = edit.start < edit.end;
    const deletes = replaces && edit.text === "";
    if (edit.end > limit || (edit.end === limit && replaces && !limitJoins && !deletes)) continue;
    const inserted = edit.text.trim();
    if (!replaces && inserted.length > 0 && out.includes(stripLead(inserted))) continue;
    let after = out.slice(edit.end);
    // An added sentence brings the stop before itself; a replacement ending the sentence with
    // its own stop leaves that one to the replacement ("rise. This testimonial", not "rise.."),
    // and so does a second sentence added at the same place ("profit. A. B.", not "A.. B.").
    if (edit.end === limit && /[.!?]$/.test(edit.text)) after = after.replace(/^\./, "");
    out = out.slice(0, edit.start) + edit.text + after;
    limit = edit.start;
    limitJoins = !replaces || deletes;
  }
  return out;
}

/** The edits not starting inside an earlier-starting (or, from the same start, wider) one. */
function outermost<T extends { start: number; end: number }>(edits: T[]): T[] {
  const kept: T[] = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const edit of [...edits].sort((a, b) => a.start - b.start || b.end - a.end)) {
    if (edit.start < reach) continue;
    kept.push(edit);
    reach = Math.max(reach, edit.end);
  }
  return kept;
}

// An added sentence starts with the stop it puts before itself (". This ..."): the sentence
// itself is what must not be there yet.
function stripLead(inserted: string): string {
  return inserted.replace(/^[.!?\s]+/, "");
}
