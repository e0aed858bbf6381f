import { describe, expect, it } from "vitest";
import type { ContentBrief, TextRequest } from "../provider";
import { AiProviderError } from "../provider";
import { chunkText, createOfflineProvider } from "./offline";
import { OFFLINE_DEMO_NOTE } from "./offline-draft";
import { countWords } from "./offline-draft-kit";

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
  it("composes a structured newsletter from the brief, in many chunks, with the knowledge woven in", async () => {
    const { text, chunks } = await draft({ messages, brief: { ...brief, seed: 1 } });

    expect(text).toMatch(/^##Subject: .*##\n/);
    expect(text).toContain("Dividend Growth Insider");
    expect(text).toContain("A payout ratio above 80 percent leaves little room for growth.");
    expect(text).toMatch(/##(The )?[Bb]ottom line( for your portfolio)?##/);
    expect(chunks).toBeGreaterThan(20);
    expect(provider.name).toBe("offline");
  });

  it("never echoes the prompt, the instructions or an internal note, and carries no demo note in the draft", async () => {
    const instructions = "Mention our spring webinar and keep it upbeat";
    const { text } = await draft({
      messages,
      brief: {
        ...brief,
        botType: "sam",
        passages: [
          ...brief.passages,
          {
            title: "Compliance notes for marketing",
            text: "Marketing copy must not guarantee income. Use phrases such as 'aims to'.",
          },
        ],
        options: { instructions },
      },
    });

    expect(text).not.toContain("You are the senior editor");
    expect(text).not.toContain("Prompt used");
    expect(text).not.toContain(instructions);
    expect(text).not.toMatch(/must not guarantee|Use phrases/);
    expect(text).not.toMatch(/demo mode/i);
  });

  it("gives a different draft on each call (Regenerate), and the same one for the same seed", async () => {
    const texts = new Set<string>();
    for (let i = 0; i < 4; i += 1) texts.add((await draft({ messages, brief })).text);
    const seeded = { messages, brief: { ...brief, seed: 42 } };

    expect(texts.size).toBeGreaterThan(1);
    expect((await draft(seeded)).text).toBe((await draft(seeded)).text);
  });

  it("names the publication in every newsletter and SAM draft, whatever the wording drawn", async () => {
    const passages = [
      {
        title: "Primer",
        text: "We favour companies with long records of raising their dividends. A high yield alone is a warning sign, not a reason to buy.",
      },
    ];
    for (const botType of ["newsletter", "sam"] as const) {
      for (let seed = 0; seed < 200; seed += 1) {
        const { text } = await draft({
          messages: [{ role: "user", content: "u" }],
          brief: { ...brief, botType, passages, seed },
        });
        expect(text, `${botType} seed ${seed}`).toContain(brief.product);
      }
    }
  });

  it("changes the structure with the tone", async () => {
    const headings = async (tone: "conservative" | "confident" | "friendly") =>
      (await draft({ messages, brief: { ...brief, seed: 5, options: { tone } } })).text;

    expect(await headings("conservative")).toContain("##Protect the downside first##");
    expect(await headings("confident")).toContain("##Our view##");
    expect(await headings("friendly")).toMatch(/^##Subject: .*\n.*\n\nHi there,/);
  });

  it("writes each length within its word range, long at least twice short, for every bot", async () => {
    for (const botType of ["newsletter", "sam", "gift"] as const) {
      for (const seed of [1, 2, 3]) {
        const words = async (length: "short" | "medium" | "long") =>
          countWords(
            (await draft({ messages, brief: { ...brief, botType, seed, options: { length } } }))
              .text,
          );
        const [short, medium, long] = [
          await words("short"),
          await words("medium"),
          await words("long"),
        ];

        expect(short, `${botType} short`).toBeGreaterThanOrEqual(140);
        expect(short, `${botType} short`).toBeLessThanOrEqual(250);
        expect(medium, `${botType} medium`).toBeGreaterThanOrEqual(400);
        expect(medium, `${botType} medium`).toBeLessThanOrEqual(600);
        expect(long, `${botType} long`).toBeGreaterThanOrEqual(800);
        expect(long, `${botType} long`).toBeLessThanOrEqual(1200);
        expect(long).toBeGreaterThanOrEqual(2 * short);
      }
    }
  });

  it("writes gift ideas as real lead magnets, without repeating the gift type as its own topic", async () => {
    const latest = await draft({
      messages,
      brief: {
        ...brief,
        botType: "gift",
        giftType: "Latest Guidance",
        topic: "Latest Guidance",
        seed: 3,
      },
    });
    const custom = await draft({
      messages,
      brief: {
        ...brief,
        botType: "gift",
        giftType: "Custom Topic",
        topic: "Covered calls for retirees",
        seed: 3,
      },
    });

    expect(latest.text).not.toContain("Latest Guidance: Latest Guidance");
    expect(latest.text).toContain("Angle: Latest Guidance for Dividend Growth Insider readers");
    // The subtitle in the display's italics (--x--), never *x*, which would show its asterisks.
    expect(latest.text).toMatch(/##Idea 1: .+##\n--.+--\nFormat: .+\nWhat's inside:\n\* .+/);
    expect(latest.text).toContain("Why readers want it:");
    expect(custom.text).toContain("Angle: Covered calls for retirees");
  });

  it("answers a plain conversation without a brief, saying it is a demo", async () => {
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

  it("reports an estimated usage of about four characters a token", async () => {
    const reported: unknown[] = [];

    const { text } = await draft({ messages, brief, onUsage: (u) => reported.push(u) });

    const input = messages.reduce((sum, m) => sum + Math.ceil(m.content.length / 4), 0);
    expect(reported).toEqual([
      { inputTokens: input, outputTokens: Math.ceil(text.length / 4), estimated: true },
    ]);
  });

  it("chunks text without losing a character", () => {
    const text = "One two  three\nfour\n\nfive ";
    expect(chunkText(text, 2).join("")).toBe(text);
  });
});
