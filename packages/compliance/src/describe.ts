import type { BuiltInRuleDto } from "@studio/shared";
import { rulebook } from "./rulebook";
import { categoryReasons } from "./rules/reasons";

/** A built-in rule as the admin console lists it: the shared DTO, defined there. */
export type RuleDescription = Omit<BuiltInRuleDto, "enabled">;

/** The document-level checks, described like rules (their ids start `document.`). */
export const documentRules: RuleDescription[] = [
  {
    id: "document.unbalanced",
    category: "unbalanced",
    severity: "block",
    title: "Gains talked up with no word on risk (whole text)",
    reason: categoryReasons.unbalanced,
    phrases: [],
    examples: {
      flagged: ["Our picks soared again this month. Another double is on the way for subscribers."],
      compliant: [
        "Our picks gained this month. Stocks can fall as well as rise, and you can lose money.",
      ],
    },
  },
  {
    id: "document.performance_context",
    category: "unsubstantiated",
    severity: "warn",
    title: "A performance figure without its period or fee basis (whole text)",
    reason: categoryReasons.unsubstantiated,
    phrases: [],
    examples: {
      flagged: ["The fund returned 14%. It holds 40 stocks."],
      compliant: ["The fund returned 14% for the year ended June 30, 2024, net of fees."],
    },
  },
  {
    id: "document.testimonial_disclosure",
    category: "testimonial",
    severity: "block",
    title: "A testimonial without saying if the person is a client and was paid (whole text)",
    reason: categoryReasons.testimonial,
    phrases: [],
    examples: {
      flagged: ['"I made $5,000 thanks to your picks," says one reader. Results vary.'],
      compliant: [
        '"I made $5,000 thanks to your picks," says one reader. The reader is a paying subscriber and was not compensated; results vary.',
      ],
    },
  },
  {
    id: "document.hypothetical_disclosure",
    category: "hypothetical",
    severity: "block",
    title: "Hypothetical results without their limits (whole text)",
    reason: categoryReasons.hypothetical,
    phrases: [],
    examples: {
      flagged: ["Our hypothetical portfolio would have returned 40% a year since 2010."],
      compliant: [
        "Our hypothetical portfolio would have returned 40% a year since 2010. Hypothetical results do not reflect actual trading and have inherent limitations.",
      ],
    },
  },
  {
    id: "document.missing_disclaimer",
    category: "missing_disclaimer",
    severity: "block",
    title: "The product's required disclaimer is absent (whole text)",
    reason: categoryReasons.missing_disclaimer,
    phrases: [],
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
      phrases: [...rule.phrases],
      examples: { flagged: [...rule.examples.flagged], compliant: [...rule.examples.compliant] },
    })),
    ...documentRules,
  ];
}
