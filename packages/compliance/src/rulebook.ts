import type { Rule } from "./rule";
import { hypotheticalRules } from "./rules/hypothetical";
import { predictionRules } from "./rules/prediction";
import { pressureRules } from "./rules/pressure";
import { promissoryRules } from "./rules/promissory";
import { testimonialRules } from "./rules/testimonial";
import { unsubstantiatedRules } from "./rules/unsubstantiated";

/**
 * Bumped whenever a rule, a guard or a document check changes what gets flagged, so a stored
 * report says which rulebook judged it.
 */
export const RULEBOOK_VERSION = "2026.11.3";

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
