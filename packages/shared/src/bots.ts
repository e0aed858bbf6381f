/*
 * The bots and gift types, their labels and the prompt placeholders: zod-free, so pages that
 * only name a bot do not download zod. Their schemas are in bot-schemas.ts.
 */

/** The text bots that have topics, knowledge and prompt templates. */
export const botTypes = ["newsletter", "sam", "gift"] as const;
export type BotType = (typeof botTypes)[number];

/** SPEC 3: bot type labels used in admin tables, filters and badges. */
export const botTypeLabels: Record<BotType, string> = {
  newsletter: "Newsletter Bot",
  sam: "SAM Content Bot",
  gift: "Free Gift Generator",
};

export const giftTypes = ["high_volume", "long_tail", "latest_guidance", "custom"] as const;
export type GiftType = (typeof giftTypes)[number];

export const giftTypeLabels: Record<GiftType, string> = {
  high_volume: "High-Volume Topic",
  long_tail: "Long-Tail Topic",
  latest_guidance: "Latest Guidance",
  custom: "Custom Topic",
};

/** The placeholders a prompt template may use, in braces. */
export const promptPlaceholders = [
  "product",
  "topic",
  "knowledgeBase",
  "tone",
  "length",
  "audience",
  "instructions",
] as const;
