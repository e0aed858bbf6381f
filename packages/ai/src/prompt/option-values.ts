import { type GenerationOptions, lengthWords, toneGuidance } from "@studio/shared";
import type { Fence } from "./fence";
import type { OptionPlaceholder, TemplateValues } from "./render-template";

type OptionValues = Required<Pick<TemplateValues, OptionPlaceholder>>;

/**
 * The option placeholders' text. Tone and length come from fixed lists, so they are written as
 * plain guidance; audience and instructions are a visitor's free text, so they are fenced as
 * data with the prompt's fence and cannot speak as the prompt.
 */
export function optionValues(
  fence: Fence,
  options: GenerationOptions,
): {
  values: OptionValues;
  chosen: OptionPlaceholder[];
} {
  const words = options.length ? lengthWords[options.length] : undefined;
  const values: OptionValues = {
    tone: options.tone ? toneGuidance[options.tone] : "the publication's usual voice",
    length: words
      ? `${options.length}: about ${words.min}-${words.max} words`
      : "whatever length suits the format",
    audience: options.audience
      ? fence("requested audience", options.audience)
      : "the publication's readers",
    instructions: options.instructions
      ? fence("requested instructions", options.instructions)
      : "(none)",
  };
  const chosen = (["tone", "length", "audience", "instructions"] as const).filter(
    (key) => options[key] !== undefined,
  );
  return { values, chosen };
}
