import {
  AiProviderError,
  aiFailureMessages,
  buildGenerationPrompt,
  giftSearchText,
  passagesUsedIn,
} from "@studio/ai";
import type { NewGeneratedContent } from "@studio/db";
import { findGenerationSubjects, retrieveKnowledge } from "@studio/db";
import type { ComplianceReport } from "@studio/shared";
import {
  AppError,
  type GenerateRequest,
  type GenerationEvent,
  generationMessages,
  generationTitle,
  pickGenerationOptions,
} from "@studio/shared";
import { generationTemplate } from "../catalog/prompt-templates";
import { checkCompliance } from "../compliance/compliance";
import { recordGeneratedText } from "../content/content-versions";
import { type AiCallDeps, type MeteredAi, streamWithAiSpend } from "../usage/ai-spend-gate";
import { toGenerationError } from "./generation-errors";

/**
 * Aborting `signal` stops the provider call and saves no content (the call itself is counted,
 * as stopped).
 */
export interface GenerationDeps extends AiCallDeps {
  /**
   * Where the finished text is recorded, with its compliance report; a new item (version 1 of a
   * draft) by default.
   */
  record?: (values: NewGeneratedContent, report: ComplianceReport) => Promise<number>;
  /** A visitor's browser claim, recorded on their draft so they can take it over at sign-in. */
  visitorClaim?: string | null;
}

const EMPTY_OUTPUT = "The AI service returned no content. Please try again.";

type Subjects = Awaited<ReturnType<typeof findGenerationSubjects>>;
type CheckedSubjects = { product: NonNullable<Subjects["product"]>; topic: Subjects["topic"] };

/**
 * One text generation, admitted through the AI spend gate (concurrent slot, the subjects checked
 * here, quota and budget, hourly allowance): assemble the prompt from the active template and
 * the best-matching knowledge, stream the provider's text, and record the finished content.
 * Failed or aborted generations are not recorded.
 */
export async function* generateContent(
  deps: GenerationDeps,
  input: GenerateRequest,
): AsyncGenerator<GenerationEvent> {
  yield* await streamWithAiSpend(
    deps,
    {
      kind: input.botType,
      productId: input.productId,
      allowance: "generation",
      check: () => requireSubjects(deps, input),
    },
    (ai, subjects) => draft(deps, ai, input, subjects),
  );
}

async function requireSubjects(
  deps: GenerationDeps,
  input: GenerateRequest,
): Promise<CheckedSubjects> {
  const subjects = await findGenerationSubjects(deps.db, input.productId, input.topicId);
  const product = subjects.product;
  if (!product) throw new AppError("NOT_FOUND", generationMessages.productNotFound);
  // A gift's topic is optional (legacy clients always send topic 1): one that does not belong
  // to the product is ignored rather than refused.
  if (input.botType !== "gift" && !subjects.topic) {
    throw new AppError("NOT_FOUND", generationMessages.topicNotFound);
  }
  return { product, topic: subjects.topic };
}

/** The admitted generation: prompt, stream, disclaimer, compliance check and record. */
async function* draft(
  deps: GenerationDeps,
  ai: MeteredAi,
  input: GenerateRequest,
  { product, topic }: CheckedSubjects,
): AsyncGenerator<GenerationEvent> {
  const { db } = deps;
  const gift = input.botType === "gift" ? input : undefined;
  const searchText = gift
    ? giftSearchText({
        giftType: gift.giftType,
        ...(gift.customTopic ? { customTopic: gift.customTopic } : {}),
        ...(topic ? { topicName: topic.name } : {}),
      })
    : (topic?.name ?? "");
  const [template, knowledge] = await Promise.all([
    generationTemplate(db, input.botType),
    // What the instructions name ("our spring webinar") is worth retrieving too.
    retrieveKnowledge(db, {
      productId: product.id,
      botType: input.botType,
      query: [searchText, input.instructions ?? ""].join(" ").trim(),
    }),
  ]);
  const prompt = buildGenerationPrompt({
    botType: input.botType,
    template: template.template,
    product: product.name,
    ...(topic ? { topicName: topic.name } : {}),
    ...(gift ? { giftType: gift.giftType } : {}),
    ...(gift?.customTopic ? { customTopic: gift.customTopic } : {}),
    passages: knowledge.map((k) => ({ title: k.name, text: k.content })),
    options: pickGenerationOptions(input),
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

  // The product's required disclaimer closes every draft (issue 11), streamed like the rest.
  const closing = disclaimerToAppend(content, product.disclaimer);
  if (closing) {
    content += closing;
    yield { type: "delta", text: closing };
  }
  // The entries the finished draft drew on (not every one retrieved), shown to the reader as
  // chips and stored with the content.
  const used = new Set(
    passagesUsedIn(
      content,
      knowledge.map((k) => ({ text: k.content })),
    ),
  );
  const sources = knowledge.filter((_, i) => used.has(i)).map((k) => ({ id: k.id, name: k.name }));
  const compliance = await checkCompliance(db, {
    text: content,
    productId: product.id,
    sources: knowledge.map((k) => ({ id: k.id, name: k.name, text: k.content })),
    ai,
    signal: deps.signal,
  });

  const title = generationTitle(input.botType, product.name, gift ? gift.giftType : topic?.name);
  const durationMs = Math.round(performance.now() - started);
  const record = deps.record ?? ((values, report) => recordGeneratedText(db, values, report));
  const contentId = await record(
    {
      product_id: product.id,
      topic_id: topic?.id ?? null,
      user_id: deps.userId,
      visitor_claim: deps.userId === null ? (deps.visitorClaim ?? null) : null,
      bot_type: input.botType,
      title,
      content,
      provider: ai.name,
      model: ai.model,
      duration_ms: durationMs,
      size_bytes: Buffer.byteLength(content, "utf8"),
      sources,
    },
    compliance,
  );
  yield {
    type: "done",
    content,
    title,
    provider: ai.name,
    model: ai.model,
    contentId,
    demoMode: ai.name === "offline",
    sources,
    compliance,
  };
}

/** The text to add so the draft ends with the disclaimer; null when none is needed. */
export function disclaimerToAppend(content: string, disclaimer: string | null): string | null {
  const wanted = disclaimer?.trim();
  if (!wanted) return null;
  const squash = (s: string) => s.toLowerCase().replace(/\s+/g, " ");
  if (squash(content).includes(squash(wanted))) return null;
  return `${content.endsWith("\n") ? "\n" : "\n\n"}${wanted}`;
}
