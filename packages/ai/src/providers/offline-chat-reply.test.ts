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

  it("edits the handed-off draft, not the previous reply, whatever was asked before", () => {
    const draft = [
      "[Content handed off from the generator]",
      "The following newsletter was generated:",
      "",
      "##Subject: This week in Dividend Growth Insider: Payout ratios##",
      "Preview: The facts on payout ratios, without the noise.",
      "",
      "Payout ratios tell you how much of its earnings a company hands back. They matter more than yield.",
      "",
      "##What we know##",
      "* A payout ratio above 80 percent leaves little room for a bad year.",
      "* Utilities run higher ratios by design.",
      "* Rising ratios with flat earnings can come before a cut.",
      "",
      "##Bottom line##",
      "Check the ratio before the yield. A high yield alone is a warning sign.",
    ].join("\n");
    let conversation: ChatMessage[] = [{ role: "user", content: draft }];
    const replies: string[] = [];
    for (const request of [
      "subject lines",
      "Give me a shorter version",
      "bullets",
      "call to action",
      "Give me a shorter version",
    ]) {
      conversation = [...conversation, { role: "user", content: request }];
      const reply = composeOfflineChatReply(conversation, "DEMO");
      replies.push(reply);
      conversation = [...conversation, { role: "assistant", content: reply }];
    }
    const [subjects, shorter, bullets, cta, shorterAgain] = replies;

    expect(subjects).toContain("1. Payout ratios");
    expect(shorter).toContain("##A shorter version##");
    expect(shorter).toContain(
      "Payout ratios tell you how much of its earnings a company hands back.",
    );
    expect(shorter).toContain("##Bottom line##");
    expect(shorter).not.toContain("Punchier subject line");
    expect(shorter).not.toContain("They matter more than yield.");
    expect(shorter).not.toContain("Rising ratios with flat earnings");
    expect(bullets).toContain(
      "* A payout ratio above 80 percent leaves little room for a bad year.",
    );
    expect(bullets).not.toContain("A shorter version");
    expect(cta).toContain(
      "Read the full analysis: This week in Dividend Growth Insider: Payout ratios.",
    );
    expect(shorterAgain?.replace('"Give me a shorter version"', "")).toBe(
      shorter?.replace('"Give me a shorter version"', ""),
    );
  });

  it("works on the latest reply when nothing was handed off, and without any draft", () => {
    const withReply: ChatMessage[] = [
      { role: "user", content: "draft something" },
      { role: "assistant", content: "##Fresh take## A brand new paragraph lives here." },
      { role: "user", content: "now a headline" },
    ];
    expect(composeOfflineChatReply(withReply, "D")).toContain("1. Fresh take");
    expect(composeOfflineChatReply([{ role: "user", content: "hello" }], "D")).toContain(
      "structured starting point",
    );
  });
});
