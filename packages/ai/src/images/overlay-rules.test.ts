import { describe, expect, it } from "vitest";
import { resolveOverlay } from "./overlay-rules";

describe("resolveOverlay (SPEC 5 overlay rules)", () => {
  it("draws nothing for image-only, whatever text was typed", () => {
    expect(
      resolveOverlay({
        type: "image-only",
        headline: "Hi",
        subheadline: "There",
        buttonText: "Go",
      }),
    ).toBeNull();
  });

  it("adds the headline only when it is non-empty", () => {
    expect(resolveOverlay({ type: "image-text", headline: "   " })).toBeNull();
    expect(resolveOverlay({ type: "image-text", headline: "  Market  outlook " })).toEqual({
      headline: "Market outlook",
    });
  });

  it("adds the subheadline only with a headline and when non-empty", () => {
    expect(resolveOverlay({ type: "image-text", subheadline: "Orphan" })).toBeNull();
    expect(resolveOverlay({ type: "image-text", headline: "H", subheadline: " " })).toEqual({
      headline: "H",
    });
    expect(resolveOverlay({ type: "image-text", headline: "H", subheadline: "Sub" })).toEqual({
      headline: "H",
      subheadline: "Sub",
    });
  });

  it("adds the button only for image-text-button with a headline, defaulting to 'Learn More'", () => {
    expect(resolveOverlay({ type: "image-text", headline: "H", buttonText: "Buy" })).toEqual({
      headline: "H",
    });
    expect(resolveOverlay({ type: "image-text-button", buttonText: "Buy" })).toBeNull();
    expect(resolveOverlay({ type: "image-text-button", headline: "H" })).toEqual({
      headline: "H",
      button: "Learn More",
    });
    expect(resolveOverlay({ type: "image-text-button", headline: "H", buttonText: "  " })).toEqual({
      headline: "H",
      button: "Learn More",
    });
    expect(
      resolveOverlay({
        type: "image-text-button",
        headline: "H",
        subheadline: "S",
        buttonText: "Subscribe",
      }),
    ).toEqual({
      headline: "H",
      subheadline: "S",
      button: "Subscribe",
    });
  });
});
