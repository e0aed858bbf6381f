import { describe, expect, it } from "vitest";
import type { ContentBrief, TextRequest } from "../provider";
import { AiProviderError } from "../provider";
import { chunkText, createOfflineProvider } from "./offline";
import { OFFLINE_DEMO_NOTE } from "./offline-draft";

const provider = createOfflineProvider({
  chunkDelayMs: 0,
  generateImage: () => Promise.reject(new Error("not used")),
});

const brief: ContentBrief = {
  botType: "newsletter",
  product: "Dividend Growth Insider",
  topic: "Payout ratios",
  passages: [
    {
      title: "Primer",
      text: "A payout ratio above 80 percent leaves little room for growth. More text.",
    },
  ],
};
const messages: TextRequest["messages"] = [
  { role: "system", content: "sys" },
  { role: "user", content: "You are the senior editor of Dividend Growth Insider.\nMore." },
];

async function draft(request: TextRequest): Promise<{ text: string; chunks: number }> {
  let text = "";
  let chunks = 0;
  for await (const t of provider.streamText(request)) {
    text += t;
    chunks += 1;
  }
  return { text, chunks };
}

describe("offline provider", () => {
  it("composes a structured newsletter from the brief, in many chunks, and says it is a demo", async () => {
    const { text, chunks } = await draft({ messages, brief });

    expect(text).toMatch(
      /^##Subject: Payout ratios: what Dividend Growth Insider readers should know now##/,
    );
    expect(text).toContain("* A payout ratio above 80 percent leaves little room for growth.");
    expect(text).toContain("##Call to action##");
    expect(text).toContain('Prompt used: "You are the senior editor of Dividend Growth Insider."');
    expect(text.endsWith(OFFLINE_DEMO_NOTE)).toBe(true);
    expect(chunks).toBeGreaterThan(20);
    expect(provider.name).toBe("offline");
  });

  it("is deterministic", async () => {
    expect((await draft({ messages, brief })).text).toBe((await draft({ messages, brief })).text);
  });

  it("writes SAM emails and gift ideas with the gift type", async () => {
    const sam = await draft({ messages, brief: { ...brief, botType: "sam" } });
    const gift = await draft({
      messages,
      brief: { ...brief, botType: "gift", giftType: "Long-Tail Topic", topic: "Covered calls" },
    });

    expect(sam.text).toContain("##Subject line options##");
    expect(sam.text).toContain("P.S.");
    expect(gift.text).toContain("Angle: Long-Tail Topic: Covered calls");
    expect(gift.text).toContain("##Idea 5:");
  });

  it("answers a plain conversation without a brief", async () => {
    const { text } = await draft({
      messages: [{ role: "user", content: "Help me plan an email" }],
    });

    expect(text).toContain('"Help me plan an email"');
    expect(text).toContain(OFFLINE_DEMO_NOTE);
  });

  it("stops when aborted", async () => {
    const slow = createOfflineProvider({
      chunkDelayMs: 5,
      generateImage: () => Promise.reject(new Error("unused")),
    });
    const controller = new AbortController();
    let count = 0;
    let error: unknown;
    try {
      for await (const _ of slow.streamText({ messages, brief, signal: controller.signal })) {
        count += 1;
        if (count === 3) controller.abort();
      }
    } catch (caught) {
      error = caught;
    }

    expect(error).toBeInstanceOf(AiProviderError);
    expect((error as AiProviderError).kind).toBe("aborted");
    expect(count).toBe(3);
  });

  it("chunks text without losing a character", () => {
    const text = "One two  three\nfour\n\nfive ";
    expect(chunkText(text, 2).join("")).toBe(text);
  });
});
