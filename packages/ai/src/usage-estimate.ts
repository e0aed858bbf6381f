import type { ChatMessage, ImageSize, TokenUsage } from "./provider";

/**
 * About four characters a token for English prose: the usual rule of thumb, used where no
 * model counted (the offline composer, or a stream that ended before its usage report).
 */
const CHARS_PER_TOKEN = 4;

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export function estimateUsage(messages: ChatMessage[], output: string): TokenUsage {
  const input = messages.reduce((sum, m) => sum + estimateTokens(m.content), 0);
  return { inputTokens: input, outputTokens: estimateTokens(output), estimated: true };
}

/**
 * What an image costs in tokens at each size: GPT image models' own count for one image at
 * medium quality (gpt-image-1's published table). Used where the image model reported none: the
 * offline painter and models that do not report usage, so every image counts against a monthly
 * token quota as a model's would.
 */
export const IMAGE_OUTPUT_TOKENS: Record<ImageSize, number> = {
  "1024x1024": 1056,
  "1024x1536": 1584,
  "1536x1024": 1568,
};

export function estimateImageUsage(request: { prompt: string; size: ImageSize }): TokenUsage {
  return {
    inputTokens: estimateTokens(request.prompt),
    outputTokens: IMAGE_OUTPUT_TOKENS[request.size],
    estimated: true,
  };
}
