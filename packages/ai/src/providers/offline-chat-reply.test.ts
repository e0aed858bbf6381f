import { describe, expect, it } from "vitest";
import type { ChatMessage } from "../provider";
import { composeOfflineChatReply } from "./offline-chat-reply";

const handoff: ChatMessage = {
  role: "user",
  content:
    "[Content handed off from the generator]\nThe following newsletter was generated:\n\n##Subject: Dividend aristocrats in a high-rate world##\nRates are high. Dividend growers compete with bonds for income investors.\n\n##Bottom line##\nReview your plan rather than abandon it.",
};
const ask = (content: string): ChatMessage[] => [
  { role: "system", content: "You are an assistant." },
  handoff,
  { role: "user", content },
];

describe("the offline chat reply", () => {
  it("proposes subject lines built from the handed-off draft", () => {
    const reply = composeOfflineChatReply(ask("make the subject line punchier"), "DEMO");
    expect(reply).toContain('You asked: "make the subject line punchier"');
    expect(reply).toContain("##Punchier subject line options##");
    expect(reply).toContain("Dividend aristocrats in a high-rate world");
    expect(reply.endsWith("DEMO")).toBe(true);
  });

  it("turns the draft into bullets, or a shorter version, on request", () => {
    expect(composeOfflineChatReply(ask("as bullet points please"), "D")).toMatch(
      /\* Dividend growers compete with bonds for income investors\./,
    );
    expect(composeOfflineChatReply(ask("make it shorter"), "D")).toContain("##A shorter version##");
  });

  it("works on the latest assistant reply when there is one, and without any draft", () => {
    const withReply: ChatMessage[] = [
      ...ask("bullets"),
      { role: "assistant", content: "##Fresh take## A brand new paragraph lives here." },
      { role: "user", content: "now a headline" },
    ];
    expect(composeOfflineChatReply(withReply, "D")).toContain("1. Fresh take");
    expect(composeOfflineChatReply([{ role: "user", content: "hello" }], "D")).toContain(
      "structured starting point",
    );
  });
});
