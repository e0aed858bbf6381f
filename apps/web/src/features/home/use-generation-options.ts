import {
  AUDIENCE_MAX,
  type GenerationOptions,
  INSTRUCTIONS_MAX,
  lengthValues,
  toneValues,
} from "@studio/shared";
import { useCallback, useEffect, useState } from "react";
import type { TextBotId } from "./home-strings";

const storageKey = (bot: TextBotId) => `pressroom.generation-options.${bot}`;

/** Reads what the browser remembered for a bot, dropping anything that is no longer valid. */
function load(bot: TextBotId): GenerationOptions {
  try {
    const raw = JSON.parse(window.localStorage.getItem(storageKey(bot)) ?? "{}") as Record<
      string,
      unknown
    >;
    const tone = toneValues.find((t) => t === raw.tone);
    const length = lengthValues.find((l) => l === raw.length);
    const text = (value: unknown, max: number) =>
      typeof value === "string" && value.length <= max ? value : undefined;
    const audience = text(raw.audience, AUDIENCE_MAX);
    const instructions = text(raw.instructions, INSTRUCTIONS_MAX);
    return {
      ...(tone ? { tone } : {}),
      ...(length ? { length } : {}),
      ...(audience ? { audience } : {}),
      ...(instructions ? { instructions } : {}),
    };
  } catch {
    // Storage disabled or a hand-edited value: start from the defaults.
    return {};
  }
}

/** One bot's generation options, remembered in this browser (issue 16). */
export function useGenerationOptions(bot: TextBotId) {
  const [options, setOptions] = useState<GenerationOptions>(() => load(bot));

  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey(bot), JSON.stringify(options));
    } catch {
      // Private mode or a full quota: the options still apply to this visit.
    }
  }, [bot, options]);

  const update = useCallback(
    (patch: Partial<GenerationOptions>) => setOptions((current) => ({ ...current, ...patch })),
    [],
  );
  return { options, update };
}

/** The options as request fields: blanks are left out, so an untouched form sends a legacy body. */
export function optionsForRequest(options: GenerationOptions): GenerationOptions {
  const audience = options.audience?.trim();
  const instructions = options.instructions?.trim();
  return {
    ...(options.tone ? { tone: options.tone } : {}),
    ...(options.length ? { length: options.length } : {}),
    ...(audience ? { audience } : {}),
    ...(instructions ? { instructions } : {}),
  };
}
