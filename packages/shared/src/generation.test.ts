import { describe, expect, it } from "vitest";
import { generationTitle } from "./generation";

describe("generationTitle", () => {
  it("names newsletter and SAM generations after product and topic", () => {
    expect(generationTitle("newsletter", "Acme", "Dividends")).toBe("Newsletter: Acme - Dividends");
    expect(generationTitle("sam", "Acme", "Retire early")).toBe("SAM Content: Acme - Retire early");
  });

  it("uses the gift type's label, not its raw value", () => {
    expect(generationTitle("gift", "Acme", "long_tail")).toBe("Free Gift: Acme - Long-Tail Topic");
    expect(generationTitle("gift", "Acme", "high_volume")).toBe(
      "Free Gift: Acme - High-Volume Topic",
    );
    expect(generationTitle("gift", "Acme", "custom")).toBe("Free Gift: Acme - Custom Topic");
  });

  it("writes 'Untitled' for a missing name", () => {
    expect(generationTitle("gift", " ", undefined)).toBe("Free Gift: Untitled - Untitled");
  });
});
