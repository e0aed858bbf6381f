import { describe, expect, it } from "vitest";
import { titleFromMessage } from "./conversations-title";

describe("titleFromMessage", () => {
  it("uses a short first message as it is", () => {
    expect(titleFromMessage("Make the subject line punchier")).toBe(
      "Make the subject line punchier",
    );
  });

  it("takes the first line with readable text and drops formatting marks", () => {
    expect(titleFromMessage("\n\n  ---\n**Rewrite** the --intro-- please\nmore text")).toBe(
      "Rewrite the intro please",
    );
    expect(titleFromMessage("* 1. bullet idea")).toBe("1. bullet idea");
  });

  it("cuts a long message at a word boundary with an ellipsis", () => {
    const title = titleFromMessage(
      "Please write three alternative subject lines for the newsletter about dividend growth stocks",
    );
    expect(title.length).toBeLessThanOrEqual(48);
    expect(title).toBe("Please write three alternative subject lines…");
  });

  it("cuts a single very long word rather than leaving almost nothing", () => {
    const title = titleFromMessage("x".repeat(100));
    expect(title).toHaveLength(48);
    expect(title.endsWith("…")).toBe(true);
  });

  it("gives nothing back when there is nothing readable, so the default title stays", () => {
    expect(titleFromMessage("   \n --- \n ***")).toBe("");
  });
});
