import { generateCoverInput, generateImageInput } from "@studio/shared";
import { generateCover, generateMarketingImage } from "../services/generation/images";
import { generateProcedure, router } from "../trpc";
import { aiCallDeps, visitorClaimOf } from "./ai-call-deps";

/**
 * Image and cover generation, open to visitors like the text bots (SPEC: no signup required)
 * and counted against the same hourly generation allowance. Each returns the stored image's
 * stable URL and its 300 DPI print URL.
 */
export const imagesRouter = router({
  generate: generateProcedure
    .input(generateImageInput)
    .mutation(({ ctx, input }) =>
      generateMarketingImage({ ...aiCallDeps(ctx), visitorClaim: visitorClaimOf(ctx) }, input),
    ),

  generateCover: generateProcedure
    .input(generateCoverInput)
    .mutation(({ ctx, input }) =>
      generateCover({ ...aiCallDeps(ctx), visitorClaim: visitorClaimOf(ctx) }, input),
    ),
});
