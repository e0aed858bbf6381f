import { type ContentBrief, createAiProvider } from "@studio/ai";
import { checkText } from "@studio/compliance";
import { lengthValues, toneValues } from "@studio/shared";
import { describe, expect, it } from "vitest";

/**
 * The demo composer's drafts are what a visitor sees first: they must pass the compliance gate
 * they are shown with (a blocking flag on our own demo text would be a false positive, e.g.
 * "free cash flow" read as a promise of free cash).
 */
const provider = createAiProvider({
  provider: "offline",
  model: "offline",
  imageModel: "offline",
  timeoutMs: 2000,
  maxRetries: 0,
  offlineChunkDelayMs: 0,
});

const subjects = [
  { product: "Dividend Growth Insider", topic: "Building retirement income with dividend growers" },
  { product: "Tech Momentum Report", topic: "Semiconductor earnings season" },
  { product: "Bond Market Letter", topic: "What falling rates mean for bond ladders" },
];
const passages = [
  {
    title: "Investment philosophy",
    text: "We favour companies with long records of raising their dividends, payout ratios that leave room for growth, strong free cash flow and manageable debt.",
  },
  {
    title: "Spring webinar",
    text: "Our spring webinar on dividend safety takes place on April 14 at 2 pm Eastern. Members can register free on our website.",
  },
  {
    title: "Payout ratio primer",
    text: "A payout ratio above 80% leaves little room for a bad year; utilities run higher by design.",
  },
];

async function draft(brief: ContentBrief): Promise<string> {
  let text = "";
  for await (const chunk of provider.streamText({ messages: [], brief })) text += chunk;
  return text;
}

describe("offline demo drafts", () => {
  it("carry no blocking compliance flag, whatever the bot, tone, length or seed", async () => {
    const blocking: string[] = [];
    let drafts = 0;
    for (const botType of ["newsletter", "sam", "gift"] as const) {
      for (const tone of toneValues) {
        for (const length of lengthValues) {
          for (const [seed, subject] of subjects.entries()) {
            const text = await draft({
              botType,
              ...subject,
              giftType: botType === "gift" ? "Long-Tail Topic" : undefined,
              passages,
              // What people ask for (issue 27) is woven in, and must stay as clean.
              options: { tone, length, instructions: "Mention our spring webinar on April 14" },
              houseRules: ["House rules: call readers members."],
              seed: seed + 1,
            });
            drafts += 1;
            for (const flag of checkText(text).flags) {
              if (flag.severity !== "block") continue;
              const context = text.slice(Math.max(0, flag.start - 100), flag.end + 40);
              blocking.push(`${botType}/${tone}/${length} ${flag.rule}: …${context}…`);
            }
          }
        }
      }
    }
    expect(drafts).toBe(108);
    expect(blocking).toEqual([]);
  });
});
