import type { ComplianceSeverity, CustomRuleCategory } from "@studio/shared";
import type { Rule } from "./rule";
import { RuleSet } from "./rule-engine";

/**
 * An administrator's rule: a phrase in the same language as the built-in rules (words, `*`
 * wildcards, `{slots}`, `(a|b)` choices), matched by the same matcher and excused by the same
 * guards, so "beat * market" does not flag "Our fund will not beat the market".
 */
export interface CustomRule {
  id: number;
  phrase: string;
  category: CustomRuleCategory;
  severity: ComplianceSeverity;
  reason: string;
  /** Replaces the matched words when the rewrite is applied; null when none fits. */
  suggestion: string | null;
  examples?: { flagged: readonly string[]; compliant: readonly string[] };
}

/** A custom rule as a rule of the rulebook: id `custom:<id>`, its phrase its only phrase. */
export function toRule(rule: Omit<CustomRule, "id"> & { id: number | string }): Rule {
  return {
    id: `custom:${rule.id}`,
    category: rule.category,
    severity: rule.severity,
    title: rule.phrase,
    phrases: [rule.phrase],
    reason: rule.reason,
    rewrite: rule.suggestion === null ? null : { replace: [["*", rule.suggestion]] },
    examples: rule.examples ?? { flagged: [], compliant: [] },
  };
}

// The last set compiled, by the array it came from: a service that reads the rules once per
// check passes a new array, but repeated checks in one call (a dry run) share it.
let last: { rules: readonly CustomRule[]; set: RuleSet } | null = null;

/** The custom rules compiled; phrases that do not parse are skipped (the form refuses them). */
export function customRuleSet(rules: readonly CustomRule[]): RuleSet {
  if (last?.rules === rules) return last.set;
  const set = new RuleSet(rules.map(toRule), false);
  last = { rules, set };
  return set;
}
