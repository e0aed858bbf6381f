import type OpenAI from "openai";
import type { GeneratedImage, ImageRequest } from "../provider";
import { paintOffline } from "./offline-painter";
import { createOpenAiImageGenerator } from "./openai-images";

/**
 * The image half of an AI provider. `openai` asks the configured image model for a text-free
 * picture; `offline` paints a deterministic demo artwork. Either way the caller gets a PNG at
 * exactly the requested size.
 */
export function createImageGenerator(options: {
  kind: "openai" | "offline";
  client?: OpenAI;
  model: string;
}): (request: ImageRequest) => Promise<GeneratedImage> {
  if (options.kind === "offline") return paintOffline;
  if (!options.client) throw new Error("The openai image generator needs an OpenAI client");
  return createOpenAiImageGenerator(options.client, options.model);
}
