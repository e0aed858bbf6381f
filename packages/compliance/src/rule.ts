import type { ComplianceCategory, ComplianceSeverity } from "@studio/shared";
import type { Guard } from "./linguistics";
import type { Rewrite } from "./rewrite";

/** The categories judged sentence by sentence (the rest are judged over the whole document). */
export type SentenceCategory = Exclude<ComplianceCategory, "unbalanced" | "missing_disclaimer">;

/**
 * One built-in rule, as data. Patterns are written by us (bounded, no nested quantifiers), run
 * case-insensitively over one sentence of prose; each match is a claim unless a guard excuses it.
 */
export interface Rule {
  id: string;
  category: SentenceCategory;
  severity: ComplianceSeverity;
  /** What the rule looks for, in a few words (shown in the admin's rulebook). */
  title: string;
  patterns: readonly RegExp[];
  /**
   * Lower-case fragments of which every match contains at least one: a sentence with none of
   * them is skipped without running the patterns (most sentences trip no rule). Absent: always run.
   */
  anchors?: readonly string[];
  guards: readonly Guard[];
  /** An extra test of a match in its sentence (e.g. "a quote that talks about money"). */
  when?: (sentence: string, match: string) => boolean;
  /** One plain sentence naming the standard. */
  reason: string;
  /** Rewrites the whole sentence so this rule no longer fires; null when no rewrite fits. */
  rewrite: Rewrite;
  examples: { flagged: readonly string[]; compliant: readonly string[] };
}
