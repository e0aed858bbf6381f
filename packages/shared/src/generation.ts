import { botType, giftType } from "./bot-schemas";
import { type BotType, type GiftType, giftTypeLabels, giftTypes } from "./bots";
import type { ComplianceReport } from "./compliance";
import {
  type GenerationOptions,
  type GenerationSource,
  generationOptionFields,
  pickGenerationOptions,
} from "./generation-options";
import { recordId } from "./ids";
import { NAME_MAX } from "./limits";
import { z } from "./zod";

/** SPEC 5 and 8: the words people read around text generation. */
export const generationMessages = {
  selectionRequiredTitle: "Selection Required",
  selectionRequired: {
    newsletter: "Please select both a product and a topic.",
    sam: "Please select both a product and a free gift/topic.",
    gift: "Please select both a product and a gift type.",
  } satisfies Record<BotType, string>,
  customTopicRequiredTitle: "Custom Topic Required",
  customTopicRequired: "Please enter a custom topic.",
  failedTitle: "Generation Failed",
  failedFallback: {
    newsletter: "Failed to generate newsletter content.",
    sam: "Failed to generate SAM content.",
    gift: "Failed to generate free gift content.",
  } satisfies Record<BotType, string>,
  successTitle: {
    newsletter: "Newsletter Generated",
    sam: "SAM Content Generated",
    gift: "Free Gift Generated",
  } satisfies Record<BotType, string>,
  successDescription: {
    newsletter: "Your newsletter content has been created successfully.",
    sam: "Your marketing content has been created successfully.",
    gift: "Your free gift content has been created successfully.",
  } satisfies Record<BotType, string>,
  invalidId: (field: string) => `${field} must be a positive whole number.`,
  productNotFound: "That product does not exist. Please choose another product.",
  topicNotFound: "That topic does not exist for the selected product. Please choose another topic.",
  limitReached: (limit: number, minutes: number, signedIn: boolean) =>
    `You have reached the limit of ${limit} generations per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.${signedIn ? "" : " Signed-in accounts have a higher limit."}`,
  imageLimitReached: (limit: number, minutes: number, signedIn: boolean) =>
    `You have reached the limit of ${limit} images per hour. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.${signedIn ? "" : " Signed-in accounts have a higher limit."}`,
  demoModeTitle: "Demo mode",
  configureHint:
    "Content is composed offline by a demo composer, not by an AI model. To generate with AI, set OPENAI_API_KEY (or OPENAI_BASE_URL for an OpenAI-compatible server such as Ollama or vLLM) and restart the server.",
} as const;

/** An id from a form or a legacy JSON body: numbers or numeric strings; blank means missing. */
const optionalId = (field: string) =>
  z.preprocess(
    (value) =>
      value === undefined || value === null || value === ""
        ? undefined
        : typeof value === "string" && value.trim() !== ""
          ? Number(value)
          : value,
    recordId(generationMessages.invalidId(field)).optional(),
  );

/**
 * One input for the three text bots. Newsletter and SAM need a product and a topic; gift needs a
 * product and a gift type (and a custom topic for the custom type), while its topic is optional.
 */
export const generateInput = z
  .object({
    productId: optionalId("Product id"),
    topicId: optionalId("Topic id"),
    botType,
    giftType: giftType.optional(),
    customTopic: z
      .string()
      .trim()
      .max(NAME_MAX, `The custom topic must be at most ${NAME_MAX} characters.`)
      .optional(),
    ...generationOptionFields,
  })
  .transform((value, ctx): GenerateRequest => {
    const { productId, topicId, customTopic } = value;
    const options = pickGenerationOptions(value);
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (value.botType === "gift") {
      if (productId === undefined || value.giftType === undefined) {
        return fail(generationMessages.selectionRequired.gift);
      }
      if (value.giftType === "custom" && !customTopic) {
        return fail(generationMessages.customTopicRequired);
      }
      return {
        botType: "gift",
        productId,
        giftType: value.giftType,
        ...(topicId === undefined ? {} : { topicId }),
        ...(customTopic ? { customTopic } : {}),
        ...options,
      };
    }
    if (productId === undefined || topicId === undefined) {
      return fail(generationMessages.selectionRequired[value.botType]);
    }
    return { botType: value.botType, productId, topicId, ...options };
  });

export type GenerateRequest =
  | ({ botType: "newsletter" | "sam"; productId: number; topicId: number } & GenerationOptions)
  | ({
      botType: "gift";
      productId: number;
      giftType: GiftType;
      /** Accepted (legacy clients send topic 1) but optional: the gift type shapes the prompt. */
      topicId?: number;
      customTopic?: string;
    } & GenerationOptions);
export type GenerateInput = z.input<typeof generateInput>;

/** What the finished generation reports, on both transports. */
export interface GenerationResult {
  content: string;
  title: string;
  provider: string;
  model: string;
  contentId: number;
  /** True when the offline demo composer wrote it: the UI shows the 'Demo mode' note. */
  demoMode: boolean;
  /** The knowledge-base entries retrieved and used for this draft (empty when none). */
  sources: GenerationSource[];
  /** The compliance report stored with the content (issue 11). */
  compliance: ComplianceReport;
}

/** The events `generation.generate` streams: text as it arrives, then the result. */
export type GenerationEvent =
  | { type: "delta"; text: string }
  | ({ type: "done" } & GenerationResult);

export interface SystemInfo {
  aiProvider: string;
  model: string;
  imageModel: string;
  demoMode: boolean;
  configureHint: string;
}

const UNTITLED = "Untitled";

function isGiftType(value: string): value is GiftType {
  return (giftTypes as readonly string[]).includes(value);
}

/**
 * SPEC 7: the title of a generation and of its chat handoff. A gift's type is shown by its label
 * ("Long-Tail Topic"), never its raw value ("long_tail"). Stored titles keep what they were.
 */
export function generationTitle(
  bot: BotType,
  product: string | null | undefined,
  topicOrGiftType: string | null | undefined,
): string {
  const p = product?.trim() || UNTITLED;
  const t = topicOrGiftType?.trim() || UNTITLED;
  if (bot === "newsletter") return `Newsletter: ${p} - ${t}`;
  if (bot === "sam") return `SAM Content: ${p} - ${t}`;
  return `Free Gift: ${p} - ${isGiftType(t) ? giftTypeLabels[t] : t}`;
}
