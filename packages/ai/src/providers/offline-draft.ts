import { randomInt } from "node:crypto";
import type { Length, Tone } from "@studio/shared";
import { createRandom, type Random } from "../images/seeded-random";
import type { ChatMessage, ContentBrief } from "../provider";
import { composeOfflineChatReply } from "./offline-chat-reply";
import { giftIdeas } from "./offline-draft-gift";
import { knowledgeFacts, quotedTitles, shuffle, type Voice, voices } from "./offline-draft-kit";
import { newsletter } from "./offline-draft-newsletter";
import { samEmail } from "./offline-draft-sam";

/**
 * The chat assistant's offline note. Drafts carry no note in their text: the response's
 * `demoMode` flag and the UI say a draft came from the demo composer.
 */
export const OFFLINE_DEMO_NOTE =
  "--Demo mode: this reply was composed offline, not by an AI model. Set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server) and restart to chat with a real model.--";

/** What every bot's composer works from: the brief's facts, never the prompt's prose. */
export interface DraftContext {
  product: string;
  /** What the draft is about, as readers would say it. */
  topic: string;
  giftType: string | undefined;
  audience: string | undefined;
  tone: Tone;
  length: Length;
  voice: Voice;
  random: Random;
  /** Knowledge-base facts in ranking order; each is used once. */
  facts: string[];
  /** Gift titles the knowledge base already names. */
  knownGifts: string[];
  /** The voice's fact introductions in this draft's order, so none repeats. */
  factLeads: string[];
}

/**
 * The offline demo composer: a structured draft from the brief (product, topic, options and the
 * retrieved passages). A seed varies the wording, so Regenerate gives a different draft; tone and
 * length change the structure and the word count. It is a template filler, not a model: the
 * caller labels its output as demo mode.
 */
export function composeOfflineDraft(
  messages: ChatMessage[],
  brief: ContentBrief | undefined,
): string {
  if (!brief) return composeOfflineChatReply(messages, OFFLINE_DEMO_NOTE);
  const tone = brief.options?.tone ?? "neutral";
  const random = createRandom(brief.seed ?? randomInt(0, 2 ** 31));
  const context: DraftContext = {
    product: brief.product,
    topic: brief.topic.trim() || brief.product,
    giftType: brief.giftType,
    audience: brief.options?.audience,
    tone,
    length: brief.options?.length ?? "medium",
    voice: voices[tone],
    random,
    facts: knowledgeFacts(brief.passages),
    knownGifts: quotedTitles(brief.passages),
    factLeads: shuffle(voices[tone].factLead, random),
  };
  if (brief.botType === "newsletter") return newsletter(context);
  if (brief.botType === "sam") return samEmail(context);
  return giftIdeas(context);
}

/** The next unused fact, or undefined when the knowledge base has no more to say. */
export function takeFact(context: DraftContext): string | undefined {
  return context.facts.shift();
}
