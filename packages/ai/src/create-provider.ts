import OpenAI from "openai";
import type { AiProvider, GeneratedImage, ImageRequest } from "./provider";
import { createOfflineProvider, OFFLINE_IMAGE_MODEL } from "./providers/offline";
import { createOpenAiProvider } from "./providers/openai";

export type AiProviderKind = "openai" | "offline";

export interface AiConfig {
  provider: AiProviderKind;
  apiKey?: string | undefined;
  /** Any OpenAI-compatible server; unset means api.openai.com. */
  baseUrl?: string | undefined;
  model: string;
  imageModel: string;
  timeoutMs: number;
  maxRetries: number;
  /** Offline only: pause between streamed chunks (0 in tests and benches). */
  offlineChunkDelayMs?: number;
}

const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** The one place that turns configuration into a provider. */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.provider === "offline") {
    return createOfflineProvider({
      generateImage: lazyImageGenerator({ kind: "offline", model: OFFLINE_IMAGE_MODEL }),
      ...(config.offlineChunkDelayMs === undefined
        ? {}
        : { chunkDelayMs: config.offlineChunkDelayMs }),
    });
  }
  const client = new OpenAI({
    // Self-hosted OpenAI-compatible servers (Ollama, vLLM) often need no key, but the SDK requires one.
    apiKey: config.apiKey ?? "not-needed",
    baseURL: config.baseUrl ?? OPENAI_DEFAULT_BASE_URL,
    timeout: config.timeoutMs,
    maxRetries: config.maxRetries,
  });
  return createOpenAiProvider({
    client,
    model: config.model,
    imageModel: config.imageModel,
    timeoutMs: config.timeoutMs,
    maxRetries: config.maxRetries,
    generateImage: lazyImageGenerator({ kind: "openai", client, model: config.imageModel }),
  });
}

/**
 * The image generator is loaded on first use: it pulls in sharp and canvas, which text
 * generation, tests and the chat never need.
 */
function lazyImageGenerator(options: { kind: AiProviderKind; client?: OpenAI; model: string }) {
  let generator: Promise<(request: ImageRequest) => Promise<GeneratedImage>> | undefined;
  return async (request: ImageRequest): Promise<GeneratedImage> => {
    generator ??= import("./images/image-generator").then((m) => m.createImageGenerator(options));
    return (await generator)(request);
  };
}
