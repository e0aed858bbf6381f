import {
  answer,
  generateCoverInput,
  generateImageInput,
  type ImageResult,
  legacyRequest,
} from "@studio/shared";
import { answers } from "../contract";
import { rest } from "../rest-meta";
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
    .meta(
      rest.post(
        "/api/generate-image",
        "Generation",
        "Paint a marketing image or a publication cover",
        { body: legacyRequest.imageBody, response: answer.imageResult },
      ),
    )
    .input(generateImageInput)
    .output(answers<ImageResult>(answer.generatedImage))
    .mutation(({ ctx, input }) =>
      generateMarketingImage({ ...aiCallDeps(ctx), visitorClaim: visitorClaimOf(ctx) }, input),
    ),

  generateCover: generateProcedure
    .input(generateCoverInput)
    .output(answers<ImageResult>(answer.generatedImage))
    .mutation(({ ctx, input }) =>
      generateCover({ ...aiCallDeps(ctx), visitorClaim: visitorClaimOf(ctx) }, input),
    ),
});
