import type { ChatMessage, TokenUsage } from "./provider";

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
