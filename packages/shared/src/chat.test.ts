import { describe, expect, it } from "vitest";
import { handoffTitle, renameConversationInput } from "./chat";
import { NAME_MAX } from "./limits";

describe("handoffTitle", () => {
  it("titles a generator's handoff after its product and topic (SPEC 7)", () => {
    expect(handoffTitle("newsletter", "Acme", "Rates")).toBe("Newsletter: Acme - Rates");
    expect(handoffTitle("sam", null, "")).toBe("SAM Content: Untitled - Untitled");
    expect(handoffTitle("gift", "Acme", "long_tail")).toBe("Free Gift: Acme - Long-Tail Topic");
  });

  it("keeps an item's own title as it is, so the prefix never doubles (issue 27)", () => {
    const title = "Newsletter: Acme - Rates";
    expect(handoffTitle("newsletter", "Acme", title)).toBe(title);
    expect(handoffTitle("gift", "Acme", "Free Gift: Acme - Latest Guidance")).toBe(
      "Free Gift: Acme - Latest Guidance",
    );
    expect(handoffTitle("newsletter", "Acme", handoffTitle("newsletter", "Acme", title))).toBe(
      title,
    );
  });

  it("fits the conversation title limit", () => {
    const title = handoffTitle("newsletter", "Acme", "x".repeat(400));
    expect(title).toHaveLength(NAME_MAX);
    expect(title.endsWith("…")).toBe(true);
  });
});

describe("renameConversationInput", () => {
  it("trims the title and refuses a blank or over-long one", () => {
    expect(renameConversationInput.parse({ id: "7", title: "  New name " })).toEqual({
      id: 7,
      title: "New name",
    });
    expect(renameConversationInput.safeParse({ id: 7, title: "  " }).success).toBe(false);
    expect(
      renameConversationInput.safeParse({ id: 7, title: "x".repeat(NAME_MAX + 1) }).success,
    ).toBe(false);
  });
});
