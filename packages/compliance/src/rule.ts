import type { ComplianceCategory, ComplianceSeverity } from "@studio/shared";

/** The categories judged sentence by sentence (the rest are judged over the whole document). */
export type SentenceCategory = Exclude<ComplianceCategory, "unbalanced" | "missing_disclaimer">;

/**
 * A rule, as data: the way a compliance officer writes one in Admin → Compliance, with a few
 * more fields the built-in rules use. Phrases are in the phrase language of
 * `@studio/shared` (`compliance-phrase.ts`): words, `*` wildcards, `{slots}` and `(a|b)`
 * choices. A match is a claim unless one of the guards (guards.ts) excuses it; the same guards
 * apply to every rule.
 */
export interface Rule {
  id: string;
  category: SentenceCategory;
  severity: ComplianceSeverity;
  /** What the rule looks for, in a few words (the admin's rulebook list). */
  title: string;
  /** The claim's phrasings: any of them is a match. */
  phrases: readonly string[];
  /** At least one of these must appear somewhere in the sentence too (the claim's context). */
  with?: readonly string[];
  /** Context that makes the sentence fine wherever it appears in it ("net of fees"). */
  unless?: readonly string[];
  /** Overlapping the match, these make it something else: a term of art ("risk-free rate"). */
  except?: readonly string[];
  /** Only inside quotation marks: a customer quoted in the copy. */
  quoted?: boolean;
  /**
   * A rule judged by the sentence's shape rather than its words ("shouting": a run of capitals,
   * a pile of exclamation marks). Its `phrases` are empty; its context and guards still apply.
   */
  shape?: "shouting";
  /** One plain sentence naming the standard. */
  reason: string;
  /** How a flagged sentence is put right; null when no wording fits every case. */
  rewrite: RuleRewrite | null;
  /** Sentences the rule must flag and must pass: they run as tests, and the admin shows them. */
  examples: { flagged: readonly string[]; compliant: readonly string[] };
}

/**
 * A rewrite is an edit of the flagged words, not of the whole sentence, so the fix it yields
 * replaces exactly the words it changes (issue 23: "Apply rewrite" must never double a sentence).
 */
export interface RuleRewrite {
  /**
   * Word-level edits inside the matched words: the first phrase found there is replaced by its
   * text (a capital kept at the start). `*` as the phrase replaces the whole match.
   */
  replace?: readonly (readonly [phrase: string, replacement: string])[];
  /** A sentence added after the flagged one (a disclosure, a word on risk). */
  append?: string;
  /** For a shape rule: shouted capitals written in lower case, "!!!" as one full stop. */
  calm?: true;
  /**
   * When no replacement fits the words as written, a plain sentence that says what can be said
   * instead, in place of the whole sentence (a blocking claim always gets a fix).
   */
  fallback?: string;
}
