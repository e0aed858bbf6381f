import { type GenerationEvent, generateInput } from "@studio/shared";
import { toTRPCError } from "../errors";
import { generateContent } from "../services/generation/generation";
import { generateProcedure, router } from "../trpc";
import { aiCallDeps, visitorClaimOf } from "./ai-call-deps";

export const generationRouter = router({
  /**
   * Streams `{ type: "delta", text }` events as the provider writes, then one
   * `{ type: "done", content, title, provider, model, contentId, demoMode, sources }`. Open to visitors
   * (SPEC: no signup required); the hourly limits keep that affordable.
   */
  generate: generateProcedure.input(generateInput).mutation(async function* ({
    ctx,
    input,
  }): AsyncGenerator<GenerationEvent> {
    try {
      yield* generateContent({ ...aiCallDeps(ctx), visitorClaim: visitorClaimOf(ctx) }, input);
    } catch (error) {
      // Errors raised while streaming bypass the error middleware: map them here so the
      // client gets the right code and message rather than a masked 500.
      throw toTRPCError(error);
    }
  }),
});
