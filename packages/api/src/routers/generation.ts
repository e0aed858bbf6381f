import { answer, type GenerationEvent, generateInput, legacyRequest } from "@studio/shared";
import { streams } from "../contract";
import { toTRPCError } from "../errors";
import { rest } from "../rest-meta";
import { generateContent } from "../services/generation/generation";
import { generateProcedure, router } from "../trpc";
import { aiCallDeps, visitorClaimOf } from "./ai-call-deps";

export const generationRouter = router({
  /**
   * Streams `{ type: "delta", text }` events as the provider writes, then one
   * `{ type: "done", content, title, provider, model, contentId, demoMode, sources }`. Open to visitors
   * (SPEC: no signup required); the hourly limits keep that affordable.
   */
  generate: generateProcedure
    .meta(
      rest.post(
        "/api/generate",
        "Generation",
        "Write a newsletter, a free-gift email or gift ideas (answers when finished)",
        { body: legacyRequest.generateBody, response: answer.generationResult },
      ),
    )
    .input(generateInput)
    .output(streams<GenerationEvent>(answer.generationEvent))
    .mutation(async function* ({ ctx, input }): AsyncGenerator<GenerationEvent> {
      try {
        yield* generateContent({ ...aiCallDeps(ctx), visitorClaim: visitorClaimOf(ctx) }, input);
      } catch (error) {
        // Errors raised while streaming bypass the error middleware: map them here so the
        // client gets the right code and message rather than a masked 500.
        throw toTRPCError(error);
      }
    }),
});
