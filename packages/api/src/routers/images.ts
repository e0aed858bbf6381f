import { generateCoverInput, generateImageInput } from "@studio/shared/images";
import type { Context } from "../context";
import { generateCover, generateMarketingImage, type ImageDeps } from "../services/images";
import { DEFAULT_GENERATION_LIMITS } from "../services/usage-limits";
import { publicProcedure, router } from "../trpc";

function depsFrom(ctx: Context): ImageDeps {
  return {
    db: ctx.db,
    ai: ctx.ai,
    userId: ctx.user?.id ?? null,
    clientIp: ctx.clientIp,
    limits: ctx.generationLimits ?? DEFAULT_GENERATION_LIMITS,
    signal: ctx.signal,
  };
}

/**
 * Image and cover generation, open to visitors like the text bots (SPEC: no signup required)
 * and counted against the same hourly generation allowance. Each returns the stored image's
 * stable URL and its 300 DPI print URL.
 */
export const imagesRouter = router({
  generate: publicProcedure
    .input(generateImageInput)
    .mutation(({ ctx, input }) => generateMarketingImage(depsFrom(ctx), input)),

  generateCover: publicProcedure
    .input(generateCoverInput)
    .mutation(({ ctx, input }) => generateCover(depsFrom(ctx), input)),
});
