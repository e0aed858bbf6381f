import type { BotType } from "./schema";

interface DemoProduct {
  name: string;
  topics: { name: string; type: BotType[] }[];
  knowledge: { name: string; botType: BotType; content: string }[];
}

/** Demo catalog for first boot: enough for every text bot to produce a grounded draft. */
export const demoCatalog: DemoProduct[] = [
  {
    name: "Dividend Growth Insider",
    topics: [
      { name: "Dividend aristocrats in a high-rate world", type: ["newsletter", "sam"] },
      {
        name: "Building retirement income with dividend growers",
        type: ["newsletter", "sam", "gift"],
      },
      { name: "Reading a payout ratio before you buy", type: ["newsletter", "gift"] },
      { name: "Five dividend stocks for a volatile market", type: ["sam"] },
    ],
    knowledge: [
      {
        name: "Editorial voice and audience",
        botType: "newsletter",
        content:
          "Dividend Growth Insider is a weekly newsletter for self-directed investors aged 45 to 70 who want reliable, rising income. " +
          "The voice is calm, plain-spoken and evidence-first: explain the why before the what, define any jargon, and never promise returns. " +
          "Each issue focuses on one idea, ends with a 'Bottom line', and reminds readers that dividends can be cut.",
      },
      {
        name: "Investment philosophy",
        botType: "newsletter",
        content:
          "We favour companies with long records of raising their dividends, payout ratios that leave room for growth, strong free cash flow and manageable debt. " +
          "A high yield alone is a warning sign, not a reason to buy. When interest rates are high, dividend growers compete with bonds for income investors, " +
          "so we stress dividend growth over starting yield and look for businesses that can raise prices.",
      },
      {
        name: "Payout ratio primer",
        botType: "gift",
        content:
          "The payout ratio is dividends per share divided by earnings per share. Free-cash-flow payout (dividends divided by free cash flow) is often more telling. " +
          "Utilities and REITs normally run higher ratios than industrials or technology companies. A ratio rising for several years while earnings stall can precede a dividend cut.",
      },
      {
        name: "Lead magnet catalogue",
        botType: "sam",
        content:
          "Current free gifts: 'The Retirement Income Blueprint' (a special report on building a dividend ladder), " +
          "'The Payout Ratio Checklist' (a one-page checklist for spotting unsafe dividends) and 'The Dividend Calendar' (a monthly guide to when payments arrive). " +
          "Subscribers get the weekly issue, a model portfolio and monthly live Q&A sessions.",
      },
      {
        name: "Compliance notes for marketing",
        botType: "sam",
        content:
          "Marketing copy must not guarantee income or returns, must not imply that dividends cannot be cut, and must not use invented testimonials. " +
          "Use phrases such as 'aims to', 'has historically' and 'may'. Every email ends with: Investing involves risk, including the loss of principal.",
      },
    ],
  },
];
