import type { GenerationOptions } from "@studio/shared";

/**
 * The one AI provider interface. `openai` (any OpenAI-compatible server) and `offline` (the
 * honest, deterministic demo composer and painter) implement it; everything else in the app
 * talks only to this.
 */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface TextRequest {
  messages: ChatMessage[];
  /** Aborted when the client goes away or presses Stop: the upstream call must stop too. */
  signal?: AbortSignal;
  maxOutputTokens?: number;
  temperature?: number;
  /**
   * The facts the prompt was rendered from. A model reads them in the messages; the offline
   * composer, which cannot read prose, builds its draft from them instead.
   */
  brief?: ContentBrief;
  /**
   * Called once with the call's token counts when the provider knows them (a model's own usage
   * report; the offline composer's estimate). Not called when a stream ends before its usage.
   */
  onUsage?: (usage: TokenUsage) => void;
}

/** Tokens one AI call consumed; `estimated` when counted by rule of thumb, not by the model. */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  estimated: boolean;
}

/** A knowledge-base passage chosen for a generation. */
export interface ReferencePassage {
  title: string;
  text: string;
}

export interface ContentBrief {
  botType: "newsletter" | "sam" | "gift";
  product: string;
  topic: string;
  /** Gift generations: the label of the gift type (e.g. "Long-Tail Topic"). */
  giftType?: string;
  passages: ReferencePassage[];
  /** Tone, length, audience and instructions the person chose. */
  options?: GenerationOptions;
  /**
   * The active template's own rules ("Call readers members."): its lines that the built-in
   * template does not have. A model reads them in the prompt; the offline composer follows them.
   */
  houseRules?: string[];
  /** Varies the offline composer's wording; unset draws a fresh one per call (Regenerate). */
  seed?: number;
}

export type ImageSize = "1024x1024" | "1536x1024" | "1024x1536";

export interface ImageRequest {
  /** What to paint; the app never asks for text in the image (text is composited later). */
  prompt: string;
  /** A style id from the shared lists (photo-realistic, watercolor, ...). */
  style: string;
  size: ImageSize;
  signal?: AbortSignal;
}

export interface GeneratedImage {
  png: Buffer;
  width: number;
  height: number;
  /** Token usage when the image model reports it (GPT image models do). */
  usage?: TokenUsage;
}

export interface AiProvider {
  /** "openai" or "offline". */
  readonly name: string;
  /** The text model used, shown to people next to what it produced. */
  readonly model: string;
  readonly imageModel: string;
  /** Streams text deltas as they are produced. Rejects with AiProviderError on failure. */
  streamText(request: TextRequest): AsyncIterable<string>;
  generateImage(request: ImageRequest): Promise<GeneratedImage>;
}

export type AiFailureKind =
  | "rate_limited"
  | "unavailable"
  | "timeout"
  | "interrupted"
  | "aborted"
  | "refused"
  | "misconfigured";

/** A provider failure, with a message written for the person waiting on the result. */
export class AiProviderError extends Error {
  override readonly name = "AiProviderError";
  constructor(
    readonly kind: AiFailureKind,
    message: string,
    readonly retryAfterSeconds?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
