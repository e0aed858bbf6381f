/**
 * @studio/compliance: the deterministic compliance checker. Pure functions, no I/O; the API
 * loads a product's disclaimer, the custom rules and the sources, and stores the report.
 */
export { type CheckOptions, type ComplianceSource, checkText } from "./check-text";
export { type CustomRule, compilePhrase, WILDCARD_MAX_WORDS } from "./custom-rules";
export { describeRulebook, type RuleDescription } from "./describe";
export { RULEBOOK_VERSION } from "./rulebook";
