import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import { rulebook } from "./rulebook";

/** Applies a flag's suggestion the way the SPA does: it replaces the flag's sentence. */
function applySuggestion(
  text: string,
  flag: { suggestion: string | null; sentenceStart?: number; sentenceEnd?: number },
) {
  if (
    flag.suggestion === null ||
    flag.sentenceStart === undefined ||
    flag.sentenceEnd === undefined
  )
    return text;
  return text.slice(0, flag.sentenceStart) + flag.suggestion + text.slice(flag.sentenceEnd);
}

describe.each(rulebook.map((rule) => [rule.id, rule] as const))("rule %s", (_id, rule) => {
  it.each(rule.examples.flagged.map((s) => [s]))("flags %s", (sentence) => {
    const report = checkText(sentence);

    // Its own flag, or the same-category flag of an earlier rule on the same words (one per claim).
    const own =
      report.flags.find((flag) => flag.rule === rule.id) ??
      report.flags.find((flag) => flag.category === rule.category);
    expect(own, JSON.stringify(report.flags)).toBeDefined();
    expect(own?.category).toBe(rule.category);
    expect(own?.severity).toBe(rule.severity);
    expect(sentence.slice(own!.start, own!.end)).toBe(own?.excerpt);
  });

  it.each(rule.examples.compliant.map((s) => [s]))("passes %s", (sentence) => {
    const report = checkText(sentence);

    expect(report.flags, JSON.stringify(report.flags)).toEqual([]);
  });

  it.each(rule.examples.flagged.map((s) => [s]))(
    "its rewrite of %s clears the rule",
    (sentence) => {
      const flags = checkText(sentence).flags;
      const own =
        flags.find((flag) => flag.rule === rule.id) ??
        flags.find((flag) => flag.category === rule.category);
      if (own?.suggestion == null) return expect(own?.suggestion ?? null).toBeNull();

      const rewritten = applySuggestion(sentence, own);

      expect(rewritten).not.toBe(sentence);
      // The rule no longer fires, and no other sentence rule blocks the rewrite. (The model's
      // flags are left out: it rightly still reads some rewrites as claims, e.g. "Earn 9% a
      // year." after "without any risk" is cut.)
      const remaining = checkText(rewritten).flags.filter(
        (f) =>
          !f.rule.startsWith("scorer.") &&
          (f.rule === rule.id ||
            (f.category === rule.category && f.severity === "block") ||
            (f.severity === "block" && !f.rule.startsWith("document."))),
      );
      expect(remaining, rewritten).toEqual([]);
    },
  );
});

describe("rule anchors", () => {
  const corpus = JSON.parse(
    readFileSync(new URL("../corpus/sentences.json", import.meta.url), "utf8"),
  ) as { sentences: { text: string }[] };
  const sentences = [
    ...corpus.sentences.map((s) => s.text),
    ...rulebook.flatMap((r) => [...r.examples.flagged, ...r.examples.compliant]),
  ];

  it.each(rulebook.filter((r) => r.anchors).map((r) => [r.id, r] as const))(
    "%s: every sentence a pattern matches contains an anchor",
    (_id, rule) => {
      const hidden = sentences.filter((sentence) => {
        const prose = sentence.replace(/[’‘`]/g, "'");
        const matched = rule.patterns.some((p) => {
          p.lastIndex = 0;
          const hit = p.test(prose);
          p.lastIndex = 0;
          return hit;
        });
        const lower = prose.toLowerCase();
        return matched && !rule.anchors!.some((a) => lower.includes(a));
      });

      expect(hidden).toEqual([]);
    },
  );
});
