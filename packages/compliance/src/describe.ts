import type { BuiltInRuleDto } from "@studio/shared";
import { rulebook } from "./rulebook";
import { categoryReasons } from "./rules/reasons";

/** A built-in rule as the admin console lists it (read-only): the shared DTO, defined there. */
export type RuleDescription = BuiltInRuleDto;

const documentRules: RuleDescription[] = [
  {
    id: "document.unbalanced",
    category: "unbalanced",
    severity: "block",
    title: "Gains talked up with no word on risk (whole text)",
    reason: categoryReasons.unbalanced,
    examples: {
      flagged: ["Our picks soared again this month. Another double is on the way for subscribers."],
      compliant: [
        "Our picks gained this month. Stocks can fall as well as rise, and you can lose money.",
      ],
    },
  },
  {
    id: "document.missing_disclaimer",
    category: "missing_disclaimer",
    severity: "block",
    title: "The product's required disclaimer is absent (whole text)",
    reason: categoryReasons.missing_disclaimer,
    examples: { flagged: [], compliant: [] },
  },
];

export function describeRulebook(): RuleDescription[] {
  return [
    ...rulebook.map((rule) => ({
      id: rule.id,
      category: rule.category,
      severity: rule.severity,
      title: rule.title,
      reason: rule.reason,
      examples: { flagged: [...rule.examples.flagged], compliant: [...rule.examples.compliant] },
    })),
    ...documentRules,
  ];
}
