import { type Length, lengthWords, type Tone } from "@studio/shared";
import type { Random } from "../images/seeded-random";
import type { ReferencePassage } from "../provider";
import { endsLikeSentence, sentencesOf } from "./offline-draft-text";

/** One section of a draft: kept or dropped whole, so a cut never leaves half a thought. */
export interface Block {
  /** Where it appears in the draft. */
  order: number;
  /** Lower is more essential; 0 is always kept. */
  priority: number;
  lines: string[];
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’%.,-]*/gu)?.length ?? 0;
}

/**
 * Picks blocks by priority until the draft reaches a word count drawn inside the length's range,
 * never passing its maximum, then lays them out in reading order.
 */
export function assemble(blocks: Block[], length: Length, random: Random): string {
  const range = lengthWords[length];
  const target = Math.round(
    random.range(range.min + (range.max - range.min) * 0.3, range.max * 0.92),
  );
  const words = (b: Block) => countWords(b.lines.join(" "));
  const byPriority = blocks
    .filter((b) => b.lines.length > 0)
    .sort((a, b) => a.priority - b.priority || a.order - b.order);
  const kept: Block[] = [];
  let total = 0;
  for (const block of byPriority) {
    const w = words(block);
    if (block.priority === 0 || total + w <= target) {
      kept.push(block);
      total += w;
    }
  }
  // Still short of the range (little knowledge to draw on): take what fits under the maximum.
  for (const block of byPriority) {
    if (total >= range.min) break;
    if (kept.includes(block)) continue;
    const w = words(block);
    if (total + w <= range.max) {
      kept.push(block);
      total += w;
    }
  }
  return kept
    .sort((a, b) => a.order - b.order)
    .map((b) => b.lines.join("\n"))
    .join("\n\n");
}

/** Titles and section headings: capitalised, with short joining words left small. */
export function titleCase(text: string): string {
  const small = new Set([
    "a",
    "an",
    "and",
    "as",
    "at",
    "for",
    "in",
    "of",
    "on",
    "or",
    "the",
    "to",
    "vs",
    "with",
  ]);
  return text
    .split(/\s+/)
    .map((word, i) =>
      i > 0 && small.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.replace(/^(\p{Ll})/u, (c) => c.toUpperCase()),
    )
    .join(" ");
}

/** Shuffled copy (Fisher-Yates on the draft's own random source). */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// Passages about how to write (voice, compliance, style rules) guide a writer; they are not
// facts for readers, so the composer never prints them.
const GUIDANCE_TITLE =
  /\b(compliance|voice|style|tone|guideline|guidelines|rules|policy|internal|instructions?|prompt|editorial)\b/i;
const GUIDANCE_SENTENCE =
  /\b(must|should|never|do not|don't|always|use phrases|every (email|issue)|the voice|our voice|is a (weekly|daily|monthly) newsletter|each issue|prompt|instruction|internal|compliance|note:)\b/i;

/** A sentence of a knowledge passage that states a fact. */
export interface Fact {
  text: string;
  /** The passage it comes from (its index in the brief). */
  passage: number;
}

/** Sentences from the knowledge passages that state facts, most relevant passage first. */
export function knowledgeFacts(passages: ReferencePassage[]): Fact[] {
  const facts: Fact[] = [];
  passages.forEach((passage, index) => {
    if (GUIDANCE_TITLE.test(passage.title)) return;
    // A piece without closing punctuation is a heading or a label, not a sentence to quote.
    for (const sentence of sentencesOf(passage.text.replace(/…$/, ""))) {
      if (!endsLikeSentence(sentence) || GUIDANCE_SENTENCE.test(sentence)) continue;
      if (facts.some((f) => f.text === sentence)) continue;
      if (sentence.length < 30 || sentence.length > 320) continue;
      facts.push({ text: sentence, passage: index });
    }
  });
  return facts;
}

/** A free gift the knowledge base already offers, with what its catalogue entry says of it. */
export interface KnownGift {
  /** 'The Payout Ratio Checklist'. */
  title: string;
  /** The note in brackets after it: 'a one-page checklist for spotting unsafe dividends'. */
  description: string;
}

/** Gifts the knowledge base names: quoted titles with every main word capitalised. */
export function knownGifts(passages: ReferencePassage[]): KnownGift[] {
  const gifts: KnownGift[] = [];
  for (const passage of passages) {
    if (GUIDANCE_TITLE.test(passage.title)) continue;
    for (const match of passage.text.matchAll(
      /['‘“"]((?:The|A|An) [A-Z][\w-]*(?: [A-Z][\w-]*)*)['’”"]/g,
    )) {
      const title = match[1]?.trim();
      if (!title || gifts.some((g) => g.title === title)) continue;
      gifts.push({
        title,
        description: bracketAfter(passage.text, (match.index ?? 0) + match[0].length),
      });
    }
  }
  return gifts;
}

function bracketAfter(text: string, at: number): string {
  let i = at;
  while (text[i] === " ") i += 1;
  if (text[i] !== "(") return "";
  const end = text.indexOf(")", i);
  return end === -1 || end - i > 160 ? "" : text.slice(i + 1, end).trim();
}

/** The words that change with the tone: how the draft greets, argues and signs off. */
export interface Voice {
  greeting: string | undefined;
  /** Introduces a fact from the knowledge base. */
  factLead: readonly string[];
  stance: readonly string[];
  /** The closing thought; `about` is the topic as it reads after "about" or "on". */
  bottomLine: (about: string) => string;
  cta: readonly string[];
  signoff: string;
}

export const voices: Record<Tone, Voice> = {
  neutral: {
    greeting: undefined,
    factLead: [
      "Here is what the record shows.",
      "The facts are worth setting out plainly.",
      "Start with what is known.",
    ],
    stance: [
      "The evidence points in more than one direction, so it pays to look at each side before acting.",
      "None of this calls for a dramatic change; it calls for a clear look at the numbers.",
    ],
    bottomLine: (about) =>
      `The bottom line on ${about}: know the facts first, then decide what, if anything, belongs in your plan.`,
    cta: ["Read the full analysis", "See the details", "Get the complete picture"],
    signoff: "The editors",
  },
  conservative: {
    greeting: undefined,
    factLead: [
      "Before anything else, consider the risk.",
      "Caution starts with the facts.",
      "Here is the sober version.",
    ],
    stance: [
      "Protecting what you have comes first; growth only matters if you stay in the game.",
      "We would rather miss part of a rally than take a loss we cannot recover from.",
    ],
    bottomLine: (about) =>
      `On ${about}, patience is a position. Keep quality high, position sizes modest and your plan written down.`,
    cta: ["Review the safeguards", "Read the risk checklist", "See our careful approach"],
    signoff: "Your research team, still cautious",
  },
  confident: {
    greeting: undefined,
    factLead: [
      "Here is why we are convinced.",
      "The case is strong, and it starts here.",
      "This is the fact that settles it for us.",
    ],
    stance: [
      "We have a clear view, and we are acting on it.",
      "Waiting for perfect certainty is its own decision, and usually the wrong one.",
    ],
    bottomLine: (about) =>
      `Our view on ${about}: the investors who prepare are the ones in a position to act. Move deliberately, and size each step with care.`,
    cta: ["See our full case", "Read our reasoning", "Get the playbook"],
    signoff: "The research desk",
  },
  friendly: {
    greeting: "Hi there,",
    factLead: [
      "Here is something I think you will find useful.",
      "Quick fact worth knowing.",
      "Let me share what our research turned up.",
    ],
    stance: [
      "If this feels like a lot, you are in good company; most readers tell us the same.",
      "No jargon, no pressure: just the things that actually help.",
    ],
    bottomLine: (about) =>
      `You do not need to become an expert on ${about} overnight. Take one small step this week, and build from there.`,
    cta: ["Take a look", "Grab your copy", "Come see what's inside"],
    signoff: "Talk soon,\nThe team",
  },
};
