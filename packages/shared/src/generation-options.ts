import { z } from "./zod";

/**
 * How a person steers a text generation (issue 16): tone, length, audience and free
 * instructions. All optional, so legacy payloads keep working.
 */
export const toneValues = ["neutral", "conservative", "confident", "friendly"] as const;
export type Tone = (typeof toneValues)[number];
export const lengthValues = ["short", "medium", "long"] as const;
export type Length = (typeof lengthValues)[number];

export const AUDIENCE_MAX = 200;
export const INSTRUCTIONS_MAX = 1000;

export const toneLabels: Record<Tone, string> = {
  neutral: "Neutral",
  conservative: "Conservative",
  confident: "Confident",
  friendly: "Friendly",
};

export const lengthLabels: Record<Length, string> = {
  short: "Short",
  medium: "Medium",
  long: "Long",
};

/** The word ranges each length asks for; the prompt states them and the demo composer aims for them. */
export const lengthWords: Record<Length, { min: number; max: number }> = {
  short: { min: 150, max: 250 },
  medium: { min: 400, max: 600 },
  long: { min: 800, max: 1200 },
};

/** What the prompt says for a tone, so a model reads an instruction and not a bare word. */
export const toneGuidance: Record<Tone, string> = {
  neutral: "neutral and factual, balanced, without hype",
  conservative: "conservative and cautious, emphasising risk management and capital preservation",
  confident: "confident and decisive, with clear views backed by the reference material",
  friendly: "warm and friendly, conversational and easy to read",
};

export const generationOptionMessages = {
  tone: `tone must be one of ${toneValues.join(", ")}.`,
  length: `length must be one of ${lengthValues.join(", ")}.`,
  audience: `audience must be at most ${AUDIENCE_MAX} characters.`,
  instructions: `instructions must be at most ${INSTRUCTIONS_MAX} characters.`,
  text: (field: string) => `${field} must be text.`,
} as const;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** The option fields, spread into the generation input (each error names its field). */
export const generationOptionFields = {
  tone: z.preprocess(
    blankToUndefined,
    z.enum(toneValues, { error: generationOptionMessages.tone }).optional(),
  ),
  length: z.preprocess(
    blankToUndefined,
    z.enum(lengthValues, { error: generationOptionMessages.length }).optional(),
  ),
  audience: z.preprocess(
    blankToUndefined,
    z
      .string({ error: generationOptionMessages.text("audience") })
      .trim()
      .max(AUDIENCE_MAX, generationOptionMessages.audience)
      .optional(),
  ),
  instructions: z.preprocess(
    blankToUndefined,
    z
      .string({ error: generationOptionMessages.text("instructions") })
      .trim()
      .max(INSTRUCTIONS_MAX, generationOptionMessages.instructions)
      .optional(),
  ),
};

export interface GenerationOptions {
  tone?: Tone;
  length?: Length;
  audience?: string;
  instructions?: string;
}

/** Keeps only the options that were given, so a request without them looks like before. */
export function pickGenerationOptions(value: {
  tone?: Tone | undefined;
  length?: Length | undefined;
  audience?: string | undefined;
  instructions?: string | undefined;
}): GenerationOptions {
  return {
    ...(value.tone ? { tone: value.tone } : {}),
    ...(value.length ? { length: value.length } : {}),
    ...(value.audience ? { audience: value.audience } : {}),
    ...(value.instructions ? { instructions: value.instructions } : {}),
  };
}

/** A knowledge-base entry a generation retrieved and used. */
export interface GenerationSource {
  id: number;
  name: string;
}

/** What a visitor may read of an entry used for their draft: its name and content only. */
export interface KnowledgeSourceDto {
  id: number;
  name: string;
  content: string;
}
