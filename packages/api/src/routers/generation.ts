import { type GenerationEvent, generateInput } from "@studio/shared/generation";
import type { Context } from "../context";
import { toTRPCError } from "../errors";
import { generateContent } from "../services/generation";
import { DEFAULT_GENERATION_LIMITS } from "../services/usage-limits";
import { publicProcedure, router } from "../trpc";

function depsFrom(ctx: Context) {
  return {
    db: ctx.db,
    ai: ctx.ai,
    userId: ctx.user?.id ?? null,
    clientIp: ctx.clientIp,
    limits: ctx.generationLimits ?? DEFAULT_GENERATION_LIMITS,
    signal: ctx.signal,
  };
}

export const generationRouter = router({
  /**
   * Streams `{ type: "delta", text }` events as the provider writes, then one
   * `{ type: "done", content, title, provider, model, contentId, demoMode }`. Open to visitors
   * (SPEC: no signup required); the hourly limits keep that affordable.
   */
  generate: publicProcedure.input(generateInput).mutation(async function* ({
    ctx,
    input,
  }): AsyncGenerator<GenerationEvent> {
    try {
      yield* generateContent(depsFrom(ctx), input);
    } catch (error) {
      // Errors raised while streaming bypass the error middleware: map them here so the
      // client gets the right code and message rather than a masked 500.
      throw toTRPCError(error);
    }
  }),
});
