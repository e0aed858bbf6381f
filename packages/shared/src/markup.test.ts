import { describe, expect, it } from "vitest";
import {
  blocksToHtml,
  blocksToMarkdown,
  blocksToPlainText,
  parseInline,
  parseMarkup,
  readerBlocks,
  stripWorkingNotes,
} from "./markup";

describe("markup", () => {
  it("parses bold, italic and both bullet kinds", () => {
    expect(parseInline("a ##b## --c--")).toEqual([
      { type: "text", text: "a " },
      { type: "bold", children: [{ type: "text", text: "b" }] },
      { type: "text", text: " " },
      { type: "italic", children: [{ type: "text", text: "c" }] },
    ]);
    const blocks = parseMarkup("Intro\n* one\n* two\n\n\n\n1. first\n2. second");
    expect(blocks.map((b) => b.type)).toEqual(["line", "list", "blank", "list"]);
  });

  it("drops the demo composer's working notes from what a reader gets", () => {
    const text =
      '##Subject##\nBody\n\nPrompt used: "You are"\n--Demo mode: this draft was composed offline.--';
    expect(stripWorkingNotes(text)).toBe("##Subject##\nBody");
  });

  it("renders plain text, Markdown and escaped HTML without our markup", () => {
    const blocks = readerBlocks("##Hello <you>##\n* **one**\n* two");
    expect(blocksToPlainText(blocks)).toBe("Hello <you>\n• one\n• two");
    expect(blocksToMarkdown(blocks)).toBe("**Hello <you>**\n- **one**\n- two");
    expect(blocksToHtml(blocks)).toBe(
      "<p><strong>Hello &lt;you&gt;</strong></p>\n<ul><li><strong>one</strong></li><li>two</li></ul>",
    );
  });
});
