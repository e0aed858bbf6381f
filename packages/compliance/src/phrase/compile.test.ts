import { leastCpuMs } from "@studio/shared/testing";
import { describe, expect, it } from "vitest";
import { compileBuiltIn, compilePhrase, PhraseIndex } from "./compile";
import { toWords } from "./words";

/** The words of `text` each phrase matches, as the text spells them. */
function matches(phrase: string, text: string): string[] {
  const words = toWords(text);
  const index = new PhraseIndex([{ phrase: compileBuiltIn(phrase), value: phrase }]);
  return index.hits(words).map((h) => text.slice(words[h.start]!.start, words[h.end - 1]!.end));
}

describe("the phrase matcher", () => {
  it.each([
    [
      "could turn {amount} into {amount}",
      "You could turn $500 into $2 million.",
      ["could turn $500 into $2 million"],
    ],
    [
      "{earn} {amount} {period}",
      "Most of our members are pulling in $7,000 a month.",
      ["pulling in $7,000 a month"],
    ],
    [
      "{asset} to (hit|reach) {amount}",
      "Oil Stock to Hit $40: Buy Friday!",
      ["Oil Stock to Hit $40", "Stock to Hit $40"],
    ],
    ["{rise}", "It is gonna go through the roof.", ["go through the roof"]],
    [
      "{percent} (average)? return",
      "A market-crushing 900% average return.",
      ["900% average return"],
    ],
    [
      "{multiple} {you} (money|account)",
      "Learn how to DOUBLE your account!",
      ["DOUBLE your account"],
    ],
    ["risk free", "It is risk-free, risk free and riskfree.", ["risk-free", "risk free"]],
    ["guarant*", "Guaranteed! We guarantee it.", ["Guaranteed", "guarantee"]],
    [
      "{timespan}",
      "Within 90 days, or a few weeks, overnight.",
      ["90 days", "a few weeks", "few weeks", "overnight"],
    ],
    ["{ticker} (will)? soar", "Buy $TSLA, then (ABCD) will soar.", ["ABCD) will soar"]],
  ])("%s in %j", (phrase, text, expected) => {
    expect(matches(phrase, text)).toEqual(expected);
  });

  it("lets a lone * stand for up to four words of one clause, never across a comma", () => {
    expect(matches("beat * market", "We beat the whole broad stock market.")).toEqual([
      "beat the whole broad stock market",
    ]);
    expect(matches("beat * market", "We beat the odds, and the market fell.")).toEqual([]);
    expect(matches("beat * market", "We beat one two three four five market.")).toEqual([]);
  });

  it("never matches across a full stop", () => {
    expect(matches("guaranteed income", "It is guaranteed. Income follows.")).toEqual([]);
  });

  it("answers null for a phrase that does not parse, instead of throwing", () => {
    expect(compilePhrase("(a|b")).toBeNull();
    expect(() => compileBuiltIn("(a|b")).toThrow(/Invalid phrase/);
  });

  it("is linear: six wildcards over 20,000 words take a bounded time per word", () => {
    const phrase = compilePhrase("a * a * a * a * a * a * b")!;
    const index = new PhraseIndex([{ phrase, value: 1 }]);
    const small = toWords("a ".repeat(2_000));
    const large = toWords("a ".repeat(20_000));
    index.hits(small);

    const smallMs = leastCpuMs(() => index.hits(small));
    const largeMs = leastCpuMs(() => index.hits(large));

    expect(index.hits(large)).toEqual([]);
    // Ten times the words, about ten times the work (a quadratic matcher would take 100x).
    expect(largeMs).toBeLessThan(Math.max(30, smallMs * 30));
  });
});

describe("the words of a sentence", () => {
  it("keeps figures, contractions and initials whole, and splits hyphenated compounds", () => {
    const words = toWords("I’ll pay $1,000 (3.5%) to Sharon G. for a risk-free U.S. bond.");

    expect(words.map((w) => [w.norm, w.kind])).toEqual([
      ["i'll", "word"],
      ["pay", "word"],
      ["$1000", "money"],
      ["3.5%", "percent"],
      ["to", "word"],
      ["sharon", "word"],
      ["g.", "word"],
      ["for", "word"],
      ["a", "word"],
      ["risk", "word"],
      ["free", "word"],
      ["u.s", "word"],
      ["bond", "word"],
    ]);
    expect(words[10]?.joined).toBe(true);
    expect(words[3]?.clauseBreak).toBe(true);
    expect(words[3]?.hardBreak).toBe(false);
  });

  it("marks clauses, quotes and capitals", () => {
    const words = toWords("It is not cheap, but “it is GUARANTEED” to pay.");

    expect(words.map((w) => w.clause)).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    expect(words.filter((w) => w.quoted).map((w) => w.raw)).toEqual(["it", "is", "GUARANTEED"]);
    expect(words.find((w) => w.raw === "GUARANTEED")?.allCaps).toBe(true);
  });
});
