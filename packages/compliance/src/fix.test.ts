import { applyRewrites } from "@studio/shared";
import { describe, expect, it } from "vitest";
import { checkText } from "./check-text";
import { wholeLineRemoval } from "./fix";

describe("wholeLineRemoval", () => {
  const text = "Intro line.\n* Guaranteed profits every week.\nLast line.";
  const span = (words: string) => ({
    start: text.indexOf(words),
    end: text.indexOf(words) + words.length,
    text: "",
  });
  const bullet = span("Guaranteed profits every week.");

  it("takes a deleted line's bullet and line break with it", () => {
    const fix = wholeLineRemoval(text, bullet);
    expect(text.slice(0, fix.start) + text.slice(fix.end)).toBe("Intro line.\nLast line.");
  });

  it("takes the break before the last line", () => {
    const fix = wholeLineRemoval(text, span("Last line."));
    expect(text.slice(0, fix.start) + text.slice(fix.end)).toBe(
      "Intro line.\n* Guaranteed profits every week.",
    );
  });

  it("keeps the line when anything but markup stands beside the deleted text", () => {
    const dated = "Act now! 2024\nNext.";
    const fix = { start: 0, end: 8, text: "" };
    expect(wholeLineRemoval(dated, fix)).toEqual(fix);
    const numbered = "1. Act now!\nNext.";
    expect(wholeLineRemoval(numbered, { start: 3, end: 11, text: "" })).toEqual({
      start: 0,
      end: 12,
      text: "",
    });
  });

  it("leaves a deletion inside a line, and any replacement, as it is", () => {
    const inLine = { start: 0, end: 6, text: "" };
    expect(wholeLineRemoval(text, inLine)).toEqual(inLine);
    const replacement = { ...bullet, text: "Profits are not guaranteed." };
    expect(wholeLineRemoval(text, replacement)).toEqual(replacement);
  });
});

describe("applying every fix", () => {
  it("leaves no empty bullet where one fallback sentence stands in for several lines", () => {
    const draft = [
      "Intro.",
      "3 Little-Known Biotechs That Could Double Overnight",
      "If you can stomach the extreme risk, here are three stocks that could double at any time.",
      "* Our best penny stocks are about to get a catalyst this month that could double their share prices.",
      "Closing line.",
    ].join("\n");
    let text = draft;
    for (let round = 0; round < 3; round++) text = applyRewrites(text, checkText(text).flags);

    expect(text).not.toMatch(/^\s*\*?\s*$/m);
    expect(text.startsWith("Intro.\n")).toBe(true);
    expect(text.endsWith("\nClosing line.")).toBe(true);
  });

  it("says a replacement's caveat once when a sentence makes the same claim twice", () => {
    const draft = "Our system can turn $500 into $30,000 and $5,000 into $300,000.";
    let text = draft;
    for (let round = 0; round < 3; round++) text = applyRewrites(text, checkText(text).flags);

    expect(text).not.toContain("$30,000");
    expect(text).not.toContain("$300,000");
    expect(text.match(/with a risk of loss/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("keeps a sentence that calls a forecast a lock grammatical", () => {
    const text = "These three stocks are a lock to go up 60x over the next few months.";
    const fixed = applyRewrites(text, checkText(text).flags);

    expect(fixed).toContain("These three stocks are a speculative idea that could go up 60x");
  });

  // Round 15's real claims, each fixed once as the editor's "Apply all rewrites" does.
  it.each([
    [
      "Back then, I thought it had the potential to rise 20-fold.",
      "Back then, I thought it had the potential to rise or fall.",
    ],
    [
      "Into an opportunity with the potential to double, triple, or even quadruple your money.",
      "Into an opportunity with the potential to grow your money.",
    ],
    ["We made massive profits on our puts.", "We made profits on our puts."],
    [
      "The top-ranked stocks have shown an average annual return of over 26% a year.",
      "The top-ranked stocks have shown an average annual return of a variable amount.",
    ],
    [
      "You’ll never lose money due to economic volatility.",
      "You could still lose money due to economic volatility.",
    ],
    [
      "AS I PREDICTED YESTERDAY WE ARE LOOKING FOR A TARGET OUT OF THIS TRIANGLE AT 50k BY DAYS END",
      "As I predicted yesterday we are looking for a target out of this triangle at 50k by days end",
    ],
    [
      "Now I'm my own boss, making seven figures a year and having more time.",
      "Now I'm my own boss, learning how markets work and having more time.",
    ],
    [
      "Bitcoin appears to be ready for a rally of $100,000 as the price breaks out.",
      "Bitcoin appears to be in line for a rally of $100,000 as the price breaks out. Forecasts are uncertain, and prices can fall as well as rise.",
    ],
    [
      "Forex trading is basically a recession-proof activity.",
      "Forex trading is basically a relatively defensive activity. All investing involves risk, including the possible loss of principal, and past performance does not guarantee future results.",
    ],
    [
      "A trade with low downside risk, and huge upside potential.",
      "A trade with low downside risk, and some upside, and real risk. Forecasts are uncertain, and prices can fall as well as rise.",
    ],
  ])("reads as a sentence: %s", (claim, fixed) => {
    expect(applyRewrites(claim, checkText(claim).flags)).toBe(fixed);
  });

  it("writes every shouted stretch in lower case, past figures, and keeps a lone acronym", () => {
    const claim =
      "IF YOU HAD INVESTED $100 IN BITCOIN IN 2010, IT WOULD BE WORTH $100,378,600 NOW…";
    const fixed = applyRewrites(claim, checkText(claim).flags);
    expect(fixed).toMatch(
      /^If you had invested \$100 in bitcoin in 2010, it would be worth \$100,378,600 now… /,
    );
    expect(fixed).not.toContain("….");

    const acronym = "ACT NOW: the ETF that WILL CHANGE YOUR LIFE FOREVER opens Friday!";
    const calmed = applyRewrites(acronym, checkText(acronym).flags);
    expect(calmed).toContain("the ETF that will change your life forever");
  });
});
