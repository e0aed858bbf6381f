import { describe, expect, it } from "vitest";
import { renderedCopy } from "./clean-copy";

describe("renderedCopy", () => {
  it("gives plain text and HTML without markup, prompt notes or demo notes", () => {
    const text =
      '##Subject: Payouts##\n* **Safe** payers\n1. Review\n\nPrompt used: "You are"\n--Demo mode: offline draft.--';

    const { plain, html } = renderedCopy(text);

    // SPEC 2: a numbered line is a bullet too, so both lines share one list.
    expect(plain).toBe("Subject: Payouts\n• Safe payers\n• Review");
    expect(html).toBe(
      "<p><strong>Subject: Payouts</strong></p>\n<ul><li><strong>Safe</strong> payers</li><li>Review</li></ul>",
    );
  });
});
