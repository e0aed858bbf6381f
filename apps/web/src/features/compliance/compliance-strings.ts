/** The words of the compliance UI (result pane, chat badge, admin tab). */
export const complianceStrings = {
  applyRewrite: "Apply rewrite",
  applyAll: "Apply all rewrites",
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
    "Words to flag; * matches any letters in a word (guarant*) or up to four words on its own.",
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
} as const;
