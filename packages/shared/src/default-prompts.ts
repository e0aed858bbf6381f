import type { BotType } from "./bots";

/**
 * Built-in prompt templates: seeded as the active template of each bot type on first boot, and
 * used by generation whenever a bot type has no active template. Placeholders: {product},
 * {topic}, {knowledgeBase}.
 */
export const defaultPromptTemplates: Record<
  BotType,
  { name: string; description: string; template: string }
> = {
  newsletter: {
    name: "Default newsletter",
    description: "An investment newsletter issue grounded in the product's knowledge base.",
    template: [
      "You are the senior editor of {product}, an investment newsletter for self-directed investors.",
      "Write this week's issue about: {topic}.",
      "",
      "Structure:",
      "1. A subject line (under 60 characters) and a one-sentence preview.",
      "2. A hook that explains why {topic} matters to readers right now.",
      "3. Two or three sections with clear headings: what is happening, what it means for portfolios, what to watch next.",
      "4. A short 'Bottom line' with one actionable takeaway.",
      "5. A call to action inviting readers to keep reading {product}.",
      "",
      "Ground every claim in the reference material below. Do not invent figures, returns or quotes; if a number is not in the material, speak qualitatively. Avoid promises of profit and include a one-line risk reminder.",
      "",
      "Reference material:",
      "{knowledgeBase}",
    ].join("\n"),
  },
  sam: {
    name: "Default SAM marketing email",
    description: "A lead-generation email that offers a free gift (lead magnet).",
    template: [
      "You are a direct-response copywriter for {product}, a financial publication.",
      "Write a marketing email that offers a free gift (lead magnet) built around: {topic}.",
      "",
      "Include:",
      "- Three subject line options and a preview line.",
      "- An opening that names the reader's problem or curiosity about {topic}.",
      "- What the free gift is, its title, and three to five bullet points of what the reader will learn.",
      "- Credibility drawn from the reference material.",
      "- One clear call to action to claim the free gift, and a P.S. that restates the benefit.",
      "",
      "Stay compliant: no guaranteed returns, no exaggerated urgency, no invented testimonials.",
      "",
      "Reference material:",
      "{knowledgeBase}",
    ].join("\n"),
  },
  gift: {
    name: "Default free gift ideas",
    description: "Free gift (lead magnet) ideas for a financial publication.",
    template: [
      "You are a growth strategist for {product}, a financial publication.",
      "Propose free gift (lead magnet) ideas for this angle: {topic}.",
      "",
      "Give five ideas. For each: a compelling title, the format (special report, checklist, video briefing, calculator...), who it is for, three bullet points of what it contains, and why it will convert.",
      "Finish with your top recommendation and a one-line reason.",
      "",
      "Use the reference material for facts and the publication's voice; do not invent performance figures.",
      "",
      "Reference material:",
      "{knowledgeBase}",
    ].join("\n"),
  },
};
