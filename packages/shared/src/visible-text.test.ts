import { describe, expect, it } from "vitest";
import { approveContentInput } from "./content";
import { hasVisibleText } from "./visible-text";

describe("hasVisibleText", () => {
  it("accepts words, numbers and punctuation in any script", () => {
    for (const text of ["ok", " Reviewed with legal ", "42", "—", "已审核", "Ça va", "✓"]) {
      expect(hasVisibleText(text), text).toBe(true);
    }
  });

  it("refuses whitespace, zero-width, control and blank look-alike characters", () => {
    const invisible = [
      "",
      "   ",
      "\t\n\r",
      "\u00a0\u2003\u3000",
      "\u200b\u200c\u200d\u2060\ufeff",
      "\u00ad\u202e\u2066",
      "\u0301\u034f",
      "\u3164\u115f\u1160\uffa0\u2800",
      "\u0000\u0007",
    ];
    for (const text of invisible) expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
  });
});

describe("the override reason's schema", () => {
  it("refuses an invisible-only reason and treats an empty field as none", () => {
    expect(approveContentInput.safeParse({ id: 1, override: "\u200b \u200b" }).success).toBe(false);
    expect(approveContentInput.parse({ id: 1, override: "" }).override).toBeUndefined();
    expect(approveContentInput.parse({ id: 1, override: " Checked " }).override).toBe("Checked");
  });
});
