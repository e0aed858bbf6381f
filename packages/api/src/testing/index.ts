import {
  type AiProvider,
  AiProviderError,
  type GeneratedImage,
  type TextRequest,
} from "@studio/ai";
import type { Database } from "@studio/db";
import { DEFAULT_GENERATION_LIMITS, type GenerationLimits } from "@studio/shared";
import type { Kysely } from "kysely";
import { StreamSlots } from "../services/generation/stream-slots";
import { noCacheInvalidation } from "../services/platform/cache-invalidation";
import { type AiCallDeps, aiGateway } from "../services/usage/ai-spend-gate";

/** Services benches time in-process (they import only public entries); a test SMTP server. */
export { listContent } from "../services/content/content-library";
export { editContent } from "../services/content/content-versions";
export { dashboard } from "../services/usage/dashboard";
export { releaseSpend, reserveSpend } from "../services/usage/spend-reservation";
export { monthCost, usageReport } from "../services/usage/usage-report";
export { emitContentEvent } from "../services/webhooks/deliveries";
export * from "./smtp-server";

/** Generation allowances switched off (0: no hourly limit), for tests that generate freely. */
export const NO_GENERATION_LIMITS: GenerationLimits = {
  anonymousPerHour: 0,
  userPerHour: 0,
  images: { anonymousPerHour: 0, userPerHour: 0 },
};

/**
 * A deterministic AiProvider for tests: streams the given chunks, optionally fails after some
 * of them, or holds after some of them until the request is aborted (to test Stop). Records
 * every request so tests can assert what the assistant was sent.
 */
export interface ScriptedProviderOptions {
  chunks?: string[];
  /** Throw this after `failAfter` chunks (default: right away). */
  failWith?: AiProviderError;
  failAfter?: number;
  /** Stop producing after this many chunks and wait for the abort signal. */
  holdAfter?: number;
}

export interface ScriptedProvider extends AiProvider {
  readonly requests: TextRequest[];
  /** Resolves once the provider has produced `count` chunks in total. */
  produced(count: number): Promise<void>;
}

export function createScriptedProvider(options: ScriptedProviderOptions = {}): ScriptedProvider {
  const chunks = options.chunks ?? ["Hello", ", ", "world", "."];
  const requests: TextRequest[] = [];
  let total = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const w of waiters.filter((x) => total >= x.count)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  };

  return {
    name: "scripted",
    model: "scripted-model",
    imageModel: "scripted-image",
    requests,
    produced: (count) =>
      total >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => waiters.push({ count, resolve })),
    async *streamText(request) {
      requests.push(request);
      for (const [index, chunk] of chunks.entries()) {
        if (options.failWith && index === (options.failAfter ?? 0)) throw options.failWith;
        if (index === options.holdAfter) await untilAborted(request.signal);
        if (request.signal?.aborted) throw new AiProviderError("aborted", "Stopped.");
        total += 1;
        notify();
        yield chunk;
      }
      if (options.failWith && (options.failAfter ?? 0) >= chunks.length) throw options.failWith;
    },
    generateImage(): Promise<GeneratedImage> {
      return Promise.reject(new AiProviderError("misconfigured", "No images in chat tests."));
    },
  };
}

function untilAborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!signal) return; // Never resolves: a test without a signal must return() the stream.
    if (signal.aborted) resolve();
    else signal.addEventListener("abort", () => resolve(), { once: true });
  });
}

/**
 * What a service test hands an AI call site: `provider` behind the request's AI gateway (so the
 * call goes through the spend gate as in production), a visitor unless `userId` is given, the
 * default limits, no stream cap, and a signal that never aborts unless one is given.
 */
export function aiCallDepsFor(
  db: Kysely<Database>,
  provider: AiProvider,
  over: Partial<Omit<AiCallDeps, "db" | "ai">> = {},
): AiCallDeps {
  return {
    db,
    ai: aiGateway(provider),
    userId: null,
    clientIp: "198.51.100.23",
    limits: DEFAULT_GENERATION_LIMITS,
    signal: new AbortController().signal,
    caches: noCacheInvalidation,
    streamSlots: new StreamSlots({ perAccount: 0, perVisitorAddress: 0 }),
    ...over,
  };
}
