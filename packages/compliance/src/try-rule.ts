import type {
  ComplianceExampleResult,
  ComplianceRuleTrial,
  TryComplianceRuleInput,
} from "@studio/shared";
import { toRule } from "./custom-rules";
import { toPlainText } from "./plain-text";
import { RuleSet } from "./rule-engine";
import { splitSentences } from "./sentences";

/**
 * A draft custom rule tried against its examples before it is saved: the same matcher and
 * guards a check uses, this rule alone. Each example says whether the rule flagged it, what it
 * flagged, or which guard excused the words it matched.
 */
export function tryRule(
  draft: Omit<TryComplianceRuleInput, "examples"> & {
    examples: { flagged: readonly string[]; compliant: readonly string[] };
  },
): ComplianceRuleTrial {
  const set = new RuleSet(
    [toRule({ ...draft, id: "draft", suggestion: draft.suggestion ?? null })],
    false,
  );
  const run = (text: string, expected: "flagged" | "compliant"): ComplianceExampleResult => {
    const plain = toPlainText(text);
    const sentences = splitSentences(plain);
    let hit: { excerpt: string } | null = null;
    let excused = null as { excerpt: string; guard: string } | null;
    for (const [i, sentence] of sentences.entries()) {
      const following = sentences[i + 1]?.text;
      const hits = set.match(sentence.text, {
        ...(following === undefined ? {} : { following }),
        excused: (e) => {
          excused ??= { excerpt: sentence.text.slice(e.start, e.end), guard: e.guard };
        },
      });
      const first = hits[0];
      if (first) {
        hit = { excerpt: sentence.text.slice(first.start, first.end) };
        break;
      }
    }
    const flagged = hit !== null;
    const seen = hit ?? excused;
    return {
      text,
      expected,
      flagged,
      passed: flagged === (expected === "flagged"),
      excerpt: seen?.excerpt ?? null,
      excusedBy: hit ? null : (excused?.guard ?? null),
    };
  };
  const results = [
    ...draft.examples.flagged.map((text) => run(text, "flagged")),
    ...draft.examples.compliant.map((text) => run(text, "compliant")),
  ];
  return { results, passed: results.every((r) => r.passed) };
}
