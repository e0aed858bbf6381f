import { randomInt } from "node:crypto";
import type { Length, Tone } from "@studio/shared";
import { createRandom, type Random } from "../images/seeded-random";
import type { ChatMessage, ContentBrief } from "../provider";
import { composeOfflineChatReply } from "./offline-chat-reply";
import { type Directives, type Mention, parseDirectives } from "./offline-draft-directives";
import { giftIdeas } from "./offline-draft-gift";
import {
  type Fact,
  type KnownGift,
  knowledgeFacts,
  knownGifts,
  shuffle,
  type Voice,
  voices,
} from "./offline-draft-kit";
import { newsletter } from "./offline-draft-newsletter";
import { samEmail } from "./offline-draft-sam";
import {
  asSentence,
  containsWords,
  contentWords,
  replaceWords,
  sentencesOf,
  sharedWords,
} from "./offline-draft-text";
import { type TopicForms, topicForms } from "./offline-draft-topic";

/**
 * The chat assistant's offline note. Drafts carry no note in their text: the response's
 * `demoMode` flag and the UI say a draft came from the demo composer.
 */
export const OFFLINE_DEMO_NOTE =
  "--Demo mode: this reply was composed offline, not by an AI model. Set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server) and restart to chat with a real model.--";

/** What every bot's composer works from: the brief's facts, never the prompt's prose. */
export interface DraftContext {
  product: string;
  /** What the draft is about, in the forms that read as English wherever it is placed. */
  topic: TopicForms;
  giftType: string | undefined;
  audience: string | undefined;
  tone: Tone;
  length: Length;
  voice: Voice;
  random: Random;
  /**
   * Which of the bot's skeletons this draft follows. Taken from the seed in turn, so two
   * drafts with neighbouring seeds never share a skeleton, and a Regenerate (a fresh seed)
   * changes the order and kind of sections, not just the words.
   */
  plan: number;
  /** Knowledge-base facts in ranking order; each is used once. */
  facts: Fact[];
  /** Gifts the knowledge base already offers. */
  knownGifts: KnownGift[];
  /** The voice's fact introductions in this draft's order, so none repeats. */
  factLeads: string[];
  /** What the instructions and the template's house rules ask for. */
  directives: Directives;
}

/**
 * The offline demo composer: a structured draft from the brief (product, topic, options, the
 * template's house rules and the retrieved passages). A seed picks the skeleton and varies the
 * wording; tone and length change the structure and the word count. It is a template filler,
 * not a model: the caller labels its output as demo mode.
 */
export function composeOfflineDraft(
  messages: ChatMessage[],
  brief: ContentBrief | undefined,
): string {
  if (!brief) return composeOfflineChatReply(messages, OFFLINE_DEMO_NOTE);
  const directives = parseDirectives(brief.options?.instructions ?? "", "instruction");
  for (const rule of brief.houseRules ?? []) parseDirectives(rule, "rule", directives);
  // A chosen option wins over the same wish written in the instructions.
  const tone = brief.options?.tone ?? directives.tone ?? "neutral";
  const seed = brief.seed ?? randomInt(0, 2 ** 31);
  const random = createRandom(seed);
  const base = voices[tone];
  const names = [brief.product, ...brief.passages.map((p) => p.text)].join(" ");
  const context: DraftContext = {
    product: brief.product,
    topic: topicForms(brief.topic.trim() || brief.product, names),
    giftType: brief.giftType,
    audience: brief.options?.audience ?? directives.audience,
    tone,
    length: brief.options?.length ?? directives.length ?? "medium",
    voice: directives.signoff ? { ...base, signoff: directives.signoff } : base,
    random,
    plan: seed,
    facts: knowledgeFacts(brief.passages),
    knownGifts: knownGifts(brief.passages),
    factLeads: shuffle(base.factLead, random),
    directives,
  };
  const draft =
    brief.botType === "newsletter"
      ? newsletter(context)
      : brief.botType === "sam"
        ? samEmail(context)
        : giftIdeas(context);
  return applyWording(draft, directives);
}

/** The next unused fact, or undefined when the knowledge base has no more to say. */
export function takeFact(context: DraftContext): string | undefined {
  return context.facts.shift()?.text;
}

/** One of `items`, chosen by the draft's plan (its skeleton), not by chance. */
export function byPlan<T>(context: DraftContext, items: readonly T[]): T {
  const item = items[context.plan % items.length];
  if (item === undefined) throw new Error("byPlan from an empty list");
  return item;
}

/**
 * Unused facts about `subject`, taken out of the pool: what the knowledge base says about the
 * webinar an instruction mentions. A fact counts when it shares two of the subject's meaningful
 * words (or its only one); the rest of that fact's passage comes with it ("Members can register
 * free" follows the webinar's date).
 */
export function factsAbout(context: DraftContext, subject: string, most = 3): string[] {
  const words = [...new Set(contentWords(subject))];
  if (words.length === 0) return [];
  const needed = Math.min(2, words.length);
  const first = context.facts.find((fact) => sharedWords(words, fact.text) >= needed);
  if (!first) return [];
  const found = context.facts.filter((fact) => fact.passage === first.passage).slice(0, most);
  context.facts = context.facts.filter((fact) => !found.includes(fact));
  return found.map((fact) => fact.text);
}

const DATE_WORDS = new Set(
  (
    "january february march april may june july august september october november december " +
    "monday tuesday wednesday thursday friday saturday sunday today tomorrow week month"
  ).split(" "),
);

/**
 * What the instructions asked the draft to tell readers at `place`, each followed by what the
 * knowledge base says about it: one paragraph per mention.
 */
export function mentionLines(
  context: DraftContext,
  place: Mention["place"],
  lead?: string,
): string[] {
  const leads = shuffle(
    ["One more thing", "Also worth knowing", "A note before you go"],
    context.random,
  );
  return context.directives.mentions
    .filter((m) => m.place === place)
    .map((m, i) => {
      const dated = contentWords(m.subject).some((w) => DATE_WORDS.has(w));
      const said =
        lead ??
        (place === "opening"
          ? "First"
          : place === "closing"
            ? "Finally"
            : dated
              ? "On the calendar"
              : leads[i % leads.length]);
      const sentence = m.sentence || asSentence(`${said}: ${m.subject}`);
      return [sentence, ...factsAbout(context, m.subject)].join(" ");
    });
}

/** The subjects the instructions asked to dwell on, each with what the knowledge base says. */
export function focusLines(context: DraftContext, say: (subject: string) => string): string[] {
  return context.directives.focus.map((subject) =>
    [say(subject), ...factsAbout(context, subject)].join(" "),
  );
}

/**
 * The house vocabulary ("members" for "readers") and the words to avoid, applied to the whole
 * draft: a line that would need an avoided word loses that sentence, or goes when nothing else
 * is left of it.
 */
export function applyWording(draft: string, directives: Directives): string {
  let text = draft;
  for (const { from, to } of directives.vocabulary) text = swapWord(text, from, to);
  if (directives.avoid.length === 0) return text;
  // A single word is avoided in both numbers ("headlines" and "headline").
  const forms = directives.avoid.flatMap((word) =>
    word.includes(" ") ? [word] : [word, singular(word), `${singular(word)}s`],
  );
  const avoided = (s: string) => forms.some((word) => containsWords(s, word));
  return text
    .split("\n")
    .flatMap((line) => {
      if (!avoided(line)) return [line];
      if (line.startsWith("##") || line.startsWith("* ") || /^\d+\. /.test(line)) return [];
      const kept = sentencesOf(line).filter((s) => !avoided(s));
      return kept.length > 0 ? [kept.join(" ")] : [];
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n");
}

/** Plural, singular and possessive forms of an audience word ("readers" → "members"). */
function swapWord(text: string, from: string, to: string): string {
  const fromOne = singular(from);
  const toOne = singular(to);
  let out = text;
  for (const [a, b] of [
    [`${fromOne}'s`, `${toOne}'s`],
    [`${fromOne}’s`, `${toOne}’s`],
    [from, to],
    [fromOne, toOne],
  ] as const) {
    out = replaceWords(out, a, b);
  }
  return out;
}

function singular(word: string): string {
  return word.endsWith("s") && !word.endsWith("ss") && !word.includes(" ")
    ? word.slice(0, -1)
    : word;
}
