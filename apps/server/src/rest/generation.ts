import { type GenerationResult, legacyGenerateBody } from "@studio/shared";
import { restHandler } from "./handler";
import type { RouteAdapter } from "./procedure-routes";

/**
 * POST /api/generate (SPEC 7): `{ productId, topicId, botType }`, plus `customPrompt` from the
 * gift panel, answered with `{ content }` (and title, provider, model). It runs the same
 * streaming procedure as tRPC and answers once the stream has finished.
 */
export const generationAdapters: Record<string, RouteAdapter> = {
  "POST /api/generate": restHandler(async (caller, request): Promise<GenerationResult> => {
    const events = await caller.generation.generate(legacyGenerateBody.parse(request.body));
    for await (const event of events) {
      if (event.type === "done") {
        const { type: _type, ...result } = event;
        return result;
      }
    }
    // The procedure always ends with "done" or throws; reaching here is a bug worth a 500.
    throw new Error("generation ended without a result");
  }),
};
