import OpenAI from "openai";
import {
  type AiFailureKind,
  type AiProvider,
  AiProviderError,
  type TextRequest,
} from "../provider";
import { aiFailureMessages } from "../provider-messages";

export interface OpenAiProviderOptions {
  client: OpenAI;
  model: string;
  imageModel: string;
  /** Per-attempt limit for the response to start (the SDK default is 10 minutes). */
  timeoutMs: number;
  maxRetries: number;
  /**
   * Longest silence allowed between streamed chunks. The SDK's timeout stops once headers
   * arrive, so without this a stalled stream would hang until the socket's own timeout.
   */
  idleTimeoutMs?: number;
  /** Where image requests go: images are made apart from text (see create-provider.ts). */
  generateImage: AiProvider["generateImage"];
}

/** Any OpenAI-compatible chat completions server (OpenAI, Azure, Ollama, vLLM, LiteLLM). */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const idleTimeoutMs = options.idleTimeoutMs ?? options.timeoutMs;
  return {
    name: "openai",
    model: options.model,
    imageModel: options.imageModel,
    streamText: (request) => streamChat(options, idleTimeoutMs, request),
    generateImage: options.generateImage,
  };
}

async function* streamChat(
  options: OpenAiProviderOptions,
  idleTimeoutMs: number,
  request: TextRequest,
): AsyncGenerator<string> {
  const idle = new AbortController();
  const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
  let timer: NodeJS.Timeout | undefined;
  const armIdleTimer = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(new Error("idle timeout")), idleTimeoutMs);
  };
  let finished = false;
  try {
    const stream = await options.client.chat.completions.create(
      {
        model: options.model,
        messages: request.messages,
        stream: true,
        // The last chunk then carries the call's token counts (usage and quotas need them).
        stream_options: { include_usage: true },
        ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
        ...(request.maxOutputTokens === undefined ? {} : { max_tokens: request.maxOutputTokens }),
      },
      { signal, timeout: options.timeoutMs, maxRetries: options.maxRetries },
    );
    armIdleTimer();
    for await (const chunk of stream) {
      armIdleTimer();
      if (chunk.usage) {
        request.onUsage?.({
          inputTokens: chunk.usage.prompt_tokens,
          outputTokens: chunk.usage.completion_tokens,
          estimated: false,
        });
      }
      const choice = chunk.choices[0];
      const text = choice?.delta?.content;
      if (text) yield text;
      if (choice?.finish_reason) {
        finished = true;
        if (choice.finish_reason === "content_filter") throw failure("refused");
      }
    }
    // The SDK ends a stream quietly when its signal aborts, so say why it ended.
    if (request.signal?.aborted) throw failure("aborted");
    if (idle.signal.aborted) throw failure("timeout");
    // A stream that ends without a finish reason was cut: the draft is incomplete.
    if (!finished) throw failure("interrupted");
  } catch (error) {
    throw toProviderError(error, {
      userAborted: request.signal?.aborted ?? false,
      idle: idle.signal.aborted,
    });
  } finally {
    clearTimeout(timer);
  }
}

function failure(
  kind: AiFailureKind,
  retryAfterSeconds?: number,
  cause?: unknown,
): AiProviderError {
  return new AiProviderError(
    kind,
    aiFailureMessages[kind],
    retryAfterSeconds,
    cause === undefined ? undefined : { cause },
  );
}

/** Maps SDK and network failures to the provider vocabulary, with messages for people. */
export function toProviderError(
  error: unknown,
  state: { userAborted: boolean; idle: boolean },
): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (state.userAborted) return failure("aborted", undefined, error);
  if (state.idle) return failure("timeout", undefined, error);
  if (error instanceof OpenAI.APIConnectionTimeoutError)
    return failure("timeout", undefined, error);
  if (error instanceof OpenAI.APIUserAbortError) return failure("aborted", undefined, error);
  if (error instanceof OpenAI.APIConnectionError) return failure("unavailable", undefined, error);
  if (error instanceof OpenAI.RateLimitError)
    return failure("rate_limited", retryAfter(error.headers), error);
  if (
    error instanceof OpenAI.AuthenticationError ||
    error instanceof OpenAI.PermissionDeniedError ||
    error instanceof OpenAI.NotFoundError
  ) {
    return failure("misconfigured", undefined, error);
  }
  if (error instanceof OpenAI.BadRequestError || error instanceof OpenAI.UnprocessableEntityError) {
    return failure("refused", undefined, error);
  }
  if (error instanceof OpenAI.APIError) {
    return failure(
      error.status !== undefined && error.status >= 500 ? "unavailable" : "refused",
      undefined,
      error,
    );
  }
  // Anything else mid-stream (socket reset, "terminated", malformed chunk) means the text was cut.
  return failure("interrupted", undefined, error);
}

function retryAfter(headers: Headers | undefined): number | undefined {
  const value = headers?.get("retry-after");
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
}
