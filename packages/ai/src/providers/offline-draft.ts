import type { ChatMessage, ContentBrief, ReferencePassage } from "../provider";
import { composeOfflineChatReply } from "./offline-chat-reply";

/**
 * The offline demo composer: a deterministic, well-structured draft built from the facts of the
 * brief (product, topic, gift type, knowledge passages) and the rendered prompt. It is a template
 * filler, not a model, and every draft says so.
 */
export const OFFLINE_DEMO_NOTE =
  "--Demo mode: this draft was composed offline from your prompt template and knowledge base, not by an AI model. Set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server) and restart to generate with a real model.--";

export function composeOfflineDraft(
  messages: ChatMessage[],
  brief: ContentBrief | undefined,
): string {
  if (!brief) return composeOfflineChatReply(messages, OFFLINE_DEMO_NOTE);
  const prompt = lastUserMessage(messages);
  const facts = keyFacts(brief.passages, 4);
  const body =
    brief.botType === "newsletter"
      ? newsletter(brief, facts)
      : brief.botType === "sam"
        ? samEmail(brief, facts)
        : giftIdeas(brief, facts);
  return [body, "", promptNote(prompt), OFFLINE_DEMO_NOTE].join("\n");
}

function newsletter({ product, topic }: ContentBrief, facts: string[]): string {
  return [
    `##Subject: ${topic}: what ${product} readers should know now##`,
    `Preview: A clear-eyed look at ${topic} and what it could mean for your portfolio.`,
    "",
    `##Why ${topic} matters right now##`,
    `Investors keep asking about ${topic}. This issue of ${product} cuts through the noise with what we know, what it means and what to watch.`,
    "",
    "##What is happening##",
    ...bullets(facts, [
      `${topic} is drawing fresh attention from self-directed investors.`,
      "The picture is still developing, so we focus on what is known rather than forecasts.",
    ]),
    "",
    "##What it means for portfolios##",
    `* Revisit how much of your portfolio is exposed to ${topic}, directly or through funds.`,
    "* Favour quality and diversification over chasing short-term moves.",
    "* Decide in advance what would make you add, hold or trim.",
    "",
    "##What to watch next##",
    `* New data or announcements that change the story on ${topic}.`,
    "* How the companies and sectors most exposed respond in their next reports.",
    "",
    "##Bottom line##",
    `Treat ${topic} as a reason to review your plan, not to abandon it.`,
    "",
    "##Call to action##",
    `Keep reading ${product}: next week we follow up on ${topic} with the names on our watch list.`,
    "",
    "Risk reminder: investing involves risk, including the loss of principal. Past performance does not guarantee future results.",
  ].join("\n");
}

function samEmail({ product, topic }: ContentBrief, facts: string[]): string {
  const gift = `The ${titleCase(topic)} Briefing`;
  return [
    "##Subject line options##",
    `1. Your free guide to ${topic}`,
    `2. What ${product} readers know about ${topic}`,
    `3. Before you act on ${topic}, read this (free)`,
    `Preview: A free special report from ${product}.`,
    "",
    "##Opening##",
    `If ${topic} has been on your mind, you are not alone. Most investors hear plenty of opinions and very few facts.`,
    "",
    "##Your free gift##",
    `That is why we prepared **${gift}**, a free special report for ${product} readers. Inside you will learn:`,
    ...bullets(facts, [
      `What is really driving ${topic}.`,
      "The questions to ask before you commit any money.",
      "The common mistakes investors make and how to avoid them.",
    ]),
    "",
    "##Why listen to us##",
    `${product} focuses on research you can check, not hype. Everything in the report is drawn from our own published work.`,
    "",
    "##Call to action##",
    `Claim your free copy of ${gift} today: it costs nothing and takes two minutes to read the summary.`,
    "",
    `P.S. ${gift} is free. If ${topic} matters to your portfolio, it is worth the read.`,
    "",
    "This is not personalised advice. Investing involves risk.",
  ].join("\n");
}

function giftIdeas({ product, topic, giftType }: ContentBrief, facts: string[]): string {
  const angle = giftType ? `${giftType}: ${topic}` : topic;
  const formats = [
    "Special report",
    "Checklist",
    "Video briefing",
    "Calculator",
    "Email mini-course",
  ];
  const ideas = formats.map((format, i) => {
    const title = [
      `The ${titleCase(topic)} Playbook`,
      `The ${titleCase(topic)} Checklist`,
      `${titleCase(topic)} in 15 Minutes`,
      `What ${titleCase(topic)} Means for Your Portfolio`,
      `Five Days to Understand ${titleCase(topic)}`,
    ][i];
    const fact = facts[i % Math.max(facts.length, 1)];
    return [
      `##Idea ${i + 1}: ${title}##`,
      `Format: ${format}. For: ${product} readers interested in ${topic}.`,
      `* The essentials of ${topic} in plain language.`,
      `* ${fact ?? "Practical steps a reader can take this week."}`,
      "* A one-page summary to keep.",
      `Why it converts: it answers a question readers already search for, with ${product}'s own research.`,
      "",
    ].join("\n");
  });
  return [
    `##Free gift ideas for ${product}##`,
    `Angle: ${angle}`,
    "",
    ...ideas,
    "##Top recommendation##",
    `Idea 1, because a special report on ${topic} is the easiest to promote and the clearest promise to a new reader.`,
    "",
    "##Call to action##",
    `Pick one idea, draft the landing page headline, and offer it in your next ${product} promotion.`,
  ].join("\n");
}

/** The first sentence of each passage, in ranking order: the most relevant facts first. */
function keyFacts(passages: ReferencePassage[], max: number): string[] {
  const facts: string[] = [];
  for (const passage of passages) {
    const sentence = firstSentence(passage.text);
    if (sentence && !facts.includes(sentence)) facts.push(sentence);
    if (facts.length >= max) break;
  }
  return facts;
}

function firstSentence(text: string): string | undefined {
  const clean = text.replace(/\s+/g, " ").trim();
  if (!clean) return undefined;
  const match = clean.match(/^.{20,220}?[.!?](?=\s|$)/);
  const sentence = match ? match[0] : clean.slice(0, 200);
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}...`;
}

function bullets(facts: string[], fallback: string[]): string[] {
  return (facts.length > 0 ? facts : fallback).map((f) => `* ${f}`);
}

function promptNote(prompt: string): string {
  const firstLine = prompt.split("\n").find((line) => line.trim() !== "") ?? "";
  const shown = firstLine.length > 140 ? `${firstLine.slice(0, 140)}...` : firstLine;
  return shown ? `Prompt used: "${shown.trim()}"` : "";
}

function lastUserMessage(messages: ChatMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const message = messages[i];
    if (message?.role === "user") return message.content;
  }
  return "";
}

function titleCase(text: string): string {
  return text.replace(/\b([a-z])/g, (c) => c.toUpperCase());
}
