/**
 * @studio/compliance: the deterministic compliance checker. Pure functions, no I/O; the API
 * loads a product's disclaimer, the custom rules, the switched-off rules and the sources, and
 * stores the report.
 */
export { type CheckOptions, type ComplianceSource, checkText } from "./check-text";
export type { CustomRule } from "./custom-rules";
export { describeRulebook, type RuleDescription } from "./describe";
export { rewriteFix } from "./fix";
export { type Guard, isExcusedBy } from "./guards";
export { RULEBOOK_VERSION } from "./rulebook";
export { tryRule } from "./try-rule";
