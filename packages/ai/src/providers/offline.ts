import { setTimeout as sleep } from "node:timers/promises";
import { type AiProvider, AiProviderError, type TextRequest } from "../provider";
import { estimateUsage } from "../usage-estimate";
import { composeOfflineDraft } from "./offline-draft";

export const OFFLINE_MODEL = "offline-demo-composer";
export const OFFLINE_IMAGE_MODEL = "offline-demo-painter";

export interface OfflineProviderOptions {
  /** Where image requests go: images are made apart from text (see create-provider.ts). */
  generateImage: AiProvider["generateImage"];
  /** Pause between chunks so streaming is visible in the UI; 0 in tests. */
  chunkDelayMs?: number;
  /** Words per streamed chunk. */
  wordsPerChunk?: number;
}

/** The zero-configuration provider: deterministic drafts, streamed like a model would. */
export function createOfflineProvider(options: OfflineProviderOptions): AiProvider {
  const delay = options.chunkDelayMs ?? 12;
  const wordsPerChunk = options.wordsPerChunk ?? 3;
  return {
    name: "offline",
    model: OFFLINE_MODEL,
    imageModel: OFFLINE_IMAGE_MODEL,
    async *streamText(request: TextRequest) {
      const draft = composeOfflineDraft(request.messages, request.brief);
      for (const chunk of chunkText(draft, wordsPerChunk)) {
        throwIfAborted(request.signal);
        if (delay > 0) await sleepUnlessAborted(delay, request.signal);
        yield chunk;
      }
      // No model counted anything: report an honest estimate, marked as one.
      request.onUsage?.(estimateUsage(request.messages, draft));
    },
    generateImage: options.generateImage,
  };
}

/** Splits text into chunks of a few words, keeping every character (whitespace included). */
export function chunkText(text: string, wordsPerChunk: number): string[] {
  const tokens = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < tokens.length; i += wordsPerChunk) {
    chunks.push(tokens.slice(i, i + wordsPerChunk).join(""));
  }
  return chunks;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new AiProviderError("aborted", "The generation was stopped.");
}

async function sleepUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, signal ? { signal } : undefined);
  } catch {
    throwIfAborted(signal);
  }
}
