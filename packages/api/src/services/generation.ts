import { buildGenerationPrompt } from "@studio/ai/prompt/build-prompt";
import { giftSearchText } from "@studio/ai/prompt/gift-angle";
import { AiProviderError } from "@studio/ai/provider";
import { aiFailureMessages } from "@studio/ai/provider-messages";
import { findActiveTemplate } from "@studio/db/queries/active-template";
import { insertGeneratedContent } from "@studio/db/queries/generated-content-writes";
import { findGenerationSubjects } from "@studio/db/queries/generation-lookup";
import { retrieveKnowledge } from "@studio/db/queries/knowledge-retrieval";
import { AppError } from "@studio/shared/errors";
import {
  type GenerateRequest,
  type GenerationEvent,
  generationMessages,
  generationTitle,
} from "@studio/shared/generation";
import { toGenerationError } from "./generation-errors";
import { type AiCallDeps, assertWithinGenerationLimit } from "./usage-limits";

/** Aborting `signal` stops the provider call, and nothing is recorded. */
export type GenerationDeps = AiCallDeps;

const EMPTY_OUTPUT = "The AI service returned no content. Please try again.";

/**
 * One text generation: check the subjects, count it against the caller's allowance, assemble
 * the prompt from the active template and the best-matching knowledge, stream the provider's
 * text, and record the finished content. Failed or aborted generations are not recorded.
 */
export async function* generateContent(
  deps: GenerationDeps,
  input: GenerateRequest,
): AsyncGenerator<GenerationEvent> {
  const { db, ai } = deps;
  const subjects = await findGenerationSubjects(db, input.productId, input.topicId);
  const product = subjects.product;
  if (!product) throw new AppError("NOT_FOUND", generationMessages.productNotFound);
  // A gift's topic is optional (legacy clients always send topic 1): one that does not belong
  // to the product is ignored rather than refused.
  const topic = subjects.topic;
  if (input.botType !== "gift" && !topic) {
    throw new AppError("NOT_FOUND", generationMessages.topicNotFound);
  }

  await assertWithinGenerationLimit(
    db,
    { userId: deps.userId, clientIp: deps.clientIp },
    deps.limits,
  );

  const gift = input.botType === "gift" ? input : undefined;
  const searchText = gift
    ? giftSearchText({
        giftType: gift.giftType,
        ...(gift.customTopic ? { customTopic: gift.customTopic } : {}),
        ...(topic ? { topicName: topic.name } : {}),
      })
    : (topic?.name ?? "");
  const [template, knowledge] = await Promise.all([
    findActiveTemplate(db, input.botType),
    retrieveKnowledge(db, { productId: product.id, botType: input.botType, query: searchText }),
  ]);
  const prompt = buildGenerationPrompt({
    botType: input.botType,
    template: template.template,
    product: product.name,
    ...(topic ? { topicName: topic.name } : {}),
    ...(gift ? { giftType: gift.giftType } : {}),
    ...(gift?.customTopic ? { customTopic: gift.customTopic } : {}),
    passages: knowledge.map((k) => ({ title: k.name, text: k.content })),
  });

  const started = performance.now();
  let content = "";
  try {
    for await (const text of ai.streamText({
      messages: prompt.messages,
      brief: prompt.brief,
      signal: deps.signal,
    })) {
      content += text;
      yield { type: "delta", text };
    }
  } catch (error) {
    throw toGenerationError(error);
  }
  if (deps.signal.aborted)
    throw toGenerationError(new AiProviderError("aborted", aiFailureMessages.aborted));
  if (content.trim() === "") throw new AppError("SERVICE_UNAVAILABLE", EMPTY_OUTPUT);

  const title = generationTitle(input.botType, product.name, gift ? gift.giftType : topic?.name);
  const durationMs = Math.round(performance.now() - started);
  const contentId = await insertGeneratedContent(db, {
    product_id: product.id,
    topic_id: topic?.id ?? null,
    user_id: deps.userId,
    bot_type: input.botType,
    title,
    content,
    provider: ai.name,
    model: ai.model,
    duration_ms: durationMs,
    size_bytes: Buffer.byteLength(content, "utf8"),
  });
  yield {
    type: "done",
    content,
    title,
    provider: ai.name,
    model: ai.model,
    contentId,
    demoMode: ai.name === "offline",
  };
}
