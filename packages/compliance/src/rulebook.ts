import type { Rule } from "./rule";
import { RuleSet } from "./rule-engine";
import { hypotheticalRules } from "./rules/hypothetical";
import { predictionRules } from "./rules/prediction";
import { pressureRules } from "./rules/pressure";
import { promissoryRules } from "./rules/promissory";
import { testimonialRules } from "./rules/testimonial";
import { unsubstantiatedRules } from "./rules/unsubstantiated";

/**
 * Bumped whenever a rule, a guard or a document check changes what gets flagged, so a stored
 * report says which rulebook judged it. 2026.12.0: the rulebook as phrase data with one matcher
 * and one set of guards for built-in and custom rules (issue 23).
 */
export const RULEBOOK_VERSION = "2026.12.0";

/**
 * The built-in rules, most specific category first: when a sentence trips several, its first
 * flag names what it mainly is (a testimonial quoting a 300% gain is a testimonial).
 */
export const rulebook: readonly Rule[] = [
  ...testimonialRules,
  ...hypotheticalRules,
  ...promissoryRules,
  ...predictionRules,
  ...unsubstantiatedRules,
  ...pressureRules,
];

/** The rulebook compiled once per process: a phrase that does not parse fails at load. */
export const builtInRules = new RuleSet(rulebook, true);
