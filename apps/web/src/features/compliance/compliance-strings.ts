/** The words of the compliance UI (result pane, chat badge, admin tab). */
export const complianceStrings = {
  applyRewrite: "Apply rewrite",
  applyAll: "Apply all rewrites",
  saveFirst: "Save or discard your edits first: rewrites apply to the version that was checked.",
  rechecking: "Re-checking…",
  recheckFailed: "Compliance re-check failed",
  suggestion: "Suggested rewrite",
  noSuggestion: "No automatic rewrite fits: edit this sentence by hand.",
  blocking: "Must fix",
  warning: "Review",
  engineModel: "Rules + AI review",
  engineRules: "Rulebook",
  copyBlockedTitle: "Copy a draft with compliance issues?",
  copyBlockedMessage: (n: number) =>
    `This draft has ${n} blocking compliance issue${n === 1 ? "" : "s"}. A reviewer should resolve ${n === 1 ? "it" : "them"} before it is published.`,
  copyAnyway: "Copy anyway",
  cancel: "Cancel",
  issuesTitle: "Compliance issues",
  flaggedText: (category: string, excerpt: string) => `${category}: ${excerpt}`,
  // Admin tab
  tabTitle: "Compliance",
  tabIntro:
    "Every draft is checked sentence by sentence against this rulebook. It helps a reviewer; it is not legal advice.",
  builtInTitle: "Built-in rules",
  customTitle: "Custom rules",
  addRule: "Add rule",
  editRule: "Edit rule",
  deleteRuleTitle: "Delete this rule?",
  deleteRuleMessage: (phrase: string) =>
    `The rule "${phrase}" will stop applying to every check at once.`,
  noCustomRules: "No custom rules yet",
  noCustomRulesHint:
    "Add a phrase your house style or your regulator forbids; * stands for any word or letters.",
  phrase: "Phrase",
  phraseHelp:
    "Words to flag: * matches letters in a word (guarant*) or up to four words of one clause on its own (at most six *); {amount}, {percent}, {timespan}, {asset}… match kinds of words; (a|b) offers choices.",
  category: "Category",
  severity: "Severity",
  reason: "Reason",
  suggestionLabel: "Replacement (optional)",
  enabled: "On",
  checkTitle: "Check a text",
  checkLabel: "Text to check",
  checkButton: "Check",
  noIssuesHint: "No issues found: nothing in this text trips a rule.",
  examplesFlagged: "Flagged",
  examplesCompliant: "Compliant",
  examplesFlaggedLabel: "Examples it must flag",
  examplesCompliantLabel: "Examples it must pass",
  examplesDescription:
    "One sentence per line; they are checked as you type and kept with the rule.",
  examplesHint: "Add a phrase, a reason and an example to see how the rule reads it.",
  examplesWaitForPhrase: "Fix the phrase to see how the rule reads the examples.",
  examplesChecking: "Checking the examples…",
  examplesResultTitle: "Examples",
  examplesAllPass: "All as expected",
  examplesSomeFail: "Not as expected",
  exampleVerdict: (r: {
    expected: "flagged" | "compliant";
    flagged: boolean;
    passed: boolean;
    excerpt: string | null;
    excusedBy: string | null;
  }) =>
    r.flagged
      ? r.passed
        ? `flagged “${r.excerpt ?? ""}”, as expected`
        : `flagged “${r.excerpt ?? ""}”, but it should pass`
      : r.passed
        ? r.excusedBy
          ? `passes (“${r.excerpt ?? ""}” excused: ${r.excusedBy}), as expected`
          : "passes, as expected"
        : r.excusedBy
          ? `not flagged: “${r.excerpt ?? ""}” excused (${r.excusedBy})`
          : "not flagged, but it should be",
  builtInOn: (title: string) => `On: ${title}`,
  builtInPhrases: "Phrases",
} as const;
