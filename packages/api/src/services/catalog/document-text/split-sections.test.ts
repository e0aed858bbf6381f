import { describe, expect, it } from "vitest";
import { fitSections, headingTitle, separatePageHeading, splitByHeadings } from "./split-sections";

describe("splitByHeadings", () => {
  it("starts a section at each level 1-3 heading and keeps deeper headings and code as text", () => {
    const text = "Intro line.\n# One\nA\n#### Detail\nB\n```\n# not a heading\n```\n## Two ##\nC";

    const sections = splitByHeadings(text, "doc");

    expect(sections).toEqual([
      { name: "doc", content: "Intro line." },
      { name: "One", content: "A\n#### Detail\nB\n```\n# not a heading\n```" },
      { name: "Two", content: "C" },
    ]);
  });

  it("drops headings with nothing under them", () => {
    expect(splitByHeadings("# Empty\n\n# Full\ntext", "doc")).toEqual([
      { name: "Full", content: "text" },
    ]);
  });
});

describe("fitSections", () => {
  it("cuts long content into named parts at a break and shortens long names", () => {
    const sections = fitSections(
      [{ name: "N".repeat(30), content: `${"word ".repeat(30)}\n\n${"more ".repeat(30)}` }],
      { nameMax: 20, contentMax: 160 },
    );

    expect(sections.map((s) => s.name)).toEqual(["NNNNNNNNNNN (part 1)", "NNNNNNNNNNN (part 2)"]);
    expect(sections.every((s) => s.content.length <= 160)).toBe(true);
    expect(sections.map((s) => s.content).join(" ")).toBe(
      `${"word ".repeat(30).trim()} ${"more ".repeat(30).trim()}`,
    );
  });
});

describe("headingTitle", () => {
  // The regex it replaces, as the reference on short strings (where backtracking costs nothing).
  const OLD_HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;

  it("reads every short line exactly as the old heading regex did", () => {
    const alphabet = ["#", "#", " ", "\t", "\r", "\u2028", "a", "*"];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let n = 0; n < 30_000; n += 1) {
      const length = Math.floor(next() * 10);
      const line = Array.from({ length }, () => alphabet[Math.floor(next() * 8)]).join("");
      expect(headingTitle(line), JSON.stringify(line)).toBe(OLD_HEADING.exec(line)?.[2] ?? null);
    }
  });

  it("reads a 100,000-character line of spaces in linear time", () => {
    const started = performance.now();
    headingTitle(`# a${" ".repeat(100_000)}b\r`);
    headingTitle(`#${" \t".repeat(50_000)}\r`);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe("separatePageHeading", () => {
  it("puts a PDF page's heading on a paragraph of its own", () => {
    expect(separatePageHeading("Dividend Safety\nPayout ratios matter. More text.")).toBe(
      "Dividend Safety\n\nPayout ratios matter. More text.",
    );
    expect(separatePageHeading("2. Ladders\nA bond ladder spreads maturities.")).toBe(
      "2. Ladders\n\nA bond ladder spreads maturities.",
    );
  });

  it("leaves a page alone whose first line is a sentence, or wraps into the next", () => {
    const wrapped = "Payout ratios above 80 percent leave\nlittle room for a bad year.";
    const sentence = "Yields rose this year.\nPrices fell.";
    const single = "Dividend growers beat the index in 2024";
    expect(separatePageHeading(wrapped)).toBe(wrapped);
    expect(separatePageHeading(sentence)).toBe(sentence);
    expect(separatePageHeading(single)).toBe(single);
  });
});
