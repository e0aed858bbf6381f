import { describe, expect, it } from "vitest";
import { fitSections, splitByHeadings } from "./split-sections";

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
