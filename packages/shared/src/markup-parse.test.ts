import { describe, expect, it } from "vitest";
import {
  type InlineNode,
  normalizeBreaks,
  parseMarkup as parseGeneratedText,
  parseInline,
  parseMarkup,
} from "./markup";

describe("parseInline", () => {
  it("renders ##x## and **x** bold", () => {
    expect(parseInline("a ##b## c **d**")).toEqual([
      { type: "text", text: "a " },
      { type: "bold", children: [{ type: "text", text: "b" }] },
      { type: "text", text: " c " },
      { type: "bold", children: [{ type: "text", text: "d" }] },
    ]);
  });

  it("renders --x-- italic", () => {
    expect(parseInline("--Editor's note--")).toEqual([
      { type: "italic", children: [{ type: "text", text: "Editor's note" }] },
    ]);
  });

  it("nests italic inside bold", () => {
    expect(parseInline("**very --important-- news**")).toEqual([
      {
        type: "bold",
        children: [
          { type: "text", text: "very " },
          { type: "italic", children: [{ type: "text", text: "important" }] },
          { type: "text", text: " news" },
        ],
      },
    ]);
  });

  it("leaves unmatched markers and spaced dashes as text", () => {
    expect(parseInline("**half-open and Q1 -- strong -- quarter")).toEqual([
      { type: "text", text: "**half-open and Q1 -- strong -- quarter" },
    ]);
  });

  it("does not pair different bold markers", () => {
    expect(parseInline("**a##")).toEqual([{ type: "text", text: "**a##" }]);
  });

  it("keeps markup-looking text as plain text", () => {
    expect(parseInline('<img src=x onerror="alert(1)">')).toEqual([
      { type: "text", text: '<img src=x onerror="alert(1)">' },
    ]);
  });
});

describe("normalizeBreaks", () => {
  it("collapses three or more breaks to two and normalises CRLF", () => {
    expect(normalizeBreaks("a\r\n\r\n\r\nb\n\n\n\n\nc\n\nd\ne")).toBe("a\n\nb\n\nc\n\nd\ne");
  });
});

describe("parseGeneratedText", () => {
  it("returns nothing for empty text", () => {
    expect(parseGeneratedText("")).toEqual([]);
  });

  it("keeps single line breaks as separate lines and blank lines as one gap", () => {
    expect(parseGeneratedText("Subject: Hi\nDear reader,\n\n\n\nThanks")).toEqual([
      { type: "line", children: [{ type: "text", text: "Subject: Hi" }] },
      { type: "line", children: [{ type: "text", text: "Dear reader," }] },
      { type: "blank" },
      { type: "line", children: [{ type: "text", text: "Thanks" }] },
    ]);
  });

  it("treats whitespace-only lines as breaks when collapsing", () => {
    expect(parseGeneratedText("a\n  \n\t\n \nb")).toEqual([
      { type: "line", children: [{ type: "text", text: "a" }] },
      { type: "blank" },
      { type: "line", children: [{ type: "text", text: "b" }] },
    ]);
  });

  it("turns '* ' lines into a bullet list", () => {
    expect(parseGeneratedText("Top picks:\n* **ABC** yields 4%\n* XYZ")).toEqual([
      { type: "line", children: [{ type: "text", text: "Top picks:" }] },
      {
        type: "list",
        items: [
          {
            children: [
              { type: "bold", children: [{ type: "text", text: "ABC" }] },
              { type: "text", text: " yields 4%" },
            ],
          },
          { children: [{ type: "text", text: "XYZ" }] },
        ],
      },
    ]);
  });

  it("turns numbered lines into bullets too (SPEC: a number and a dot become bullets)", () => {
    expect(parseGeneratedText("1. First\n2. Second\n10. Tenth")).toEqual([
      {
        type: "list",
        items: [
          { children: [{ type: "text", text: "First" }] },
          { children: [{ type: "text", text: "Second" }] },
          { children: [{ type: "text", text: "Tenth" }] },
        ],
      },
    ]);
  });

  it("does not treat '*word' or a bare number as a list item", () => {
    expect(parseGeneratedText("*not a bullet\n2025 was a year")).toEqual([
      { type: "line", children: [{ type: "text", text: "*not a bullet" }] },
      { type: "line", children: [{ type: "text", text: "2025 was a year" }] },
    ]);
  });

  it("joins '* ' and numbered lines into one bullet list, split only by other lines", () => {
    const blocks = parseGeneratedText("* a\n1. b\n\n* c");
    expect(blocks.map((block) => block.type)).toEqual(["list", "blank", "list"]);
  });
});

describe("parseMarkup with offsets", () => {
  it("gives every text run its offset in the text as given, through markup and bullets", () => {
    const text = "##Title##\r\n* a **bold** claim\n\n\n2. last";
    const runs: Array<{ text: string; start: number }> = [];
    const walk = (nodes: InlineNode[]) => {
      for (const node of nodes) {
        if (node.type === "text") runs.push({ text: node.text, start: node.start ?? -1 });
        else walk(node.children);
      }
    };
    for (const block of parseMarkup(text, true)) {
      if (block.type === "line") walk(block.children);
      if (block.type === "list") for (const item of block.items) walk(item.children);
    }
    expect(runs.length).toBeGreaterThan(0);
    for (const run of runs)
      expect(text.slice(run.start, run.start + run.text.length)).toBe(run.text);
    expect(runs.map((run) => run.text)).toEqual(["Title", "a ", "bold", " claim", "last"]);
  });
});
