import { giftTypes } from "./bots";
import type { GenerateInput } from "./generation";
import { z } from "./zod";

/** Any JSON body as a record of untrusted fields; not an object at all reads as empty. */
const untrustedRecord = z
  .unknown()
  .transform(
    (body): Record<string, unknown> =>
      typeof body === "object" && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : {},
  );

/**
 * The legacy `POST /api/generate` body (SPEC 7) mapped to the generation procedure's input.
 * The gift panel's `customPrompt` carries either a gift type or the custom topic itself. It
 * never rejects: the procedure's own schema validates the mapped fields and names a bad one.
 */
export const legacyGenerateBody = untrustedRecord.transform((b): GenerateInput => {
  const input = {
    productId: b.productId,
    topicId: b.topicId,
    botType: b.botType,
    // Optional steering (issue 16).
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
});
