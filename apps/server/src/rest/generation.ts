import type { GenerateInput, GenerationResult } from "@studio/shared";
import { giftTypes } from "@studio/shared";
import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";

/**
 * POST /api/generate (SPEC 7): `{ productId, topicId, botType }`, plus `customPrompt` from the
 * gift panel, answered with `{ content }` (and title, provider, model). It runs the same
 * streaming procedure as tRPC and answers once the stream has finished.
 */
export async function generationRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/generate",
    restHandler(async (caller, request): Promise<GenerationResult> => {
      const events = await caller.generation.generate(legacyInput(request.body));
      for await (const event of events) {
        if (event.type === "done") {
          const { type: _type, ...result } = event;
          return result;
        }
      }
      // The procedure always ends with "done" or throws; reaching here is a bug worth a 500.
      throw new Error("generation ended without a result");
    }),
  );
}

/**
 * Maps the legacy body to the procedure input. The gift panel's `customPrompt` carries either a
 * gift type or the custom topic itself; the procedure's schema validates the result.
 */
export function legacyInput(body: unknown): GenerateInput {
  const b = (
    typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}
  ) as Record<string, unknown>;
  const input = {
    productId: b.productId,
    topicId: b.topicId,
    botType: b.botType,
    // Optional steering (issue 16): the procedure's schema validates and names a bad field.
    tone: b.tone,
    length: b.length,
    audience: b.audience,
    instructions: b.instructions,
  } as GenerateInput;
  if (b.botType !== "gift") return input;
  const prompt = typeof b.customPrompt === "string" ? b.customPrompt.trim() : "";
  const promptIsType = (giftTypes as readonly string[]).includes(prompt);
  const giftType = b.giftType ?? (promptIsType ? prompt : prompt ? "custom" : undefined);
  const customTopic = b.customTopic ?? (prompt && !promptIsType ? prompt : undefined);
  return { ...input, giftType, customTopic } as GenerateInput;
}
