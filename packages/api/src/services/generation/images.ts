import {
  AiProviderError,
  aiFailureMessages,
  estimateImageUsage,
  type GeneratedImage,
  type ImageSize,
  marketingImagePrompt,
  type OverlayText,
  resolveOverlay,
} from "@studio/ai";
import type { Database } from "@studio/db";
import { insertGeneratedContent } from "@studio/db";
import {
  artStyleLabels,
  type CoverStyle,
  coverPrompt,
  type GenerateCoverRequest,
  type GenerateImageRequest,
  type ImageResult,
  type ImageStyle,
  imageSizeDimensions,
  imageTitle,
  imageUrlFor,
  type PrintKind,
  printUrlFor,
} from "@studio/shared";
import type { Transaction } from "kysely";
import { type AiCallDeps, type MeteredAi, runWithAiSpend } from "../usage/ai-spend-gate";
import { toGenerationError } from "./generation-errors";
import { createDatabaseImageStore, type ImageStore, newImageId } from "./image-store";

/**
 * Aborting `signal` stops the provider call and stores no image (the call itself is counted,
 * as stopped).
 */
export interface ImageDeps extends AiCallDeps {
  /**
   * The store for the image, given the transaction its generated_content record is written in
   * (so the database store writes both or neither). Defaults to the database store.
   */
  storeFor?: (db: Transaction<Database>) => ImageStore;
  /** A visitor's browser claim, recorded on their image so they can take it over at sign-in. */
  visitorClaim?: string | null;
}

interface ImageJob {
  kind: PrintKind;
  prompt: string;
  style: ImageStyle | CoverStyle;
  size: ImageSize;
  overlay: OverlayText | null;
  description: string;
}

/** A marketing image: a text-free picture, then the headline, subheadline and button on top. */
export function generateMarketingImage(
  deps: ImageDeps,
  input: GenerateImageRequest,
): Promise<ImageResult> {
  const overlay = resolveOverlay(input);
  return produce(deps, {
    kind: "image",
    prompt: marketingImagePrompt(input.prompt, overlay !== null),
    style: input.style,
    size: imageSizeDimensions[input.size].value,
    overlay,
    description: input.prompt,
  });
}

/** A publication cover: always portrait, the fixed cover prompt (SPEC 7), no overlay. */
export function generateCover(deps: ImageDeps, input: GenerateCoverRequest): Promise<ImageResult> {
  return produce(deps, {
    kind: "cover",
    prompt: coverPrompt(input.description, input.style),
    style: input.style,
    size: imageSizeDimensions.portrait.value,
    overlay: null,
    description: input.description,
  });
}

/** Admitted through the AI spend gate, which reserves the image's tokens as it will record them. */
function produce(deps: ImageDeps, job: ImageJob): Promise<ImageResult> {
  const usage = estimateImageUsage({ prompt: job.prompt, size: job.size });
  return runWithAiSpend(
    deps,
    {
      kind: job.kind,
      productId: null,
      allowance: "image",
      estimate: { inputTokens: usage.inputTokens, outputTokens: usage.outputTokens, images: 1 },
    },
    (ai) => paint(deps, ai, job),
  );
}

async function paint(deps: ImageDeps, ai: MeteredAi, job: ImageJob): Promise<ImageResult> {
  const { db } = deps;
  const started = performance.now();
  let image: GeneratedImage;
  try {
    image = await ai.generateImage({
      prompt: job.prompt,
      style: job.style,
      size: job.size,
      signal: deps.signal,
    });
  } catch (error) {
    throw toGenerationError(error);
  }
  if (deps.signal.aborted)
    throw toGenerationError(new AiProviderError("aborted", aiFailureMessages.aborted));
  // Loaded on first use: canvas is only needed by image requests, not by every app start.
  const png = job.overlay
    ? await (await import("@studio/ai/images")).composeOverlay(image.png, job.overlay)
    : image.png;
  const durationMs = Math.round(performance.now() - started);

  const id = newImageId();
  const title = imageTitle(job.kind, job.description);
  const storeFor = deps.storeFor ?? createDatabaseImageStore;
  await db.transaction().execute(async (trx) => {
    const contentId = await insertGeneratedContent(trx, {
      product_id: null,
      topic_id: null,
      user_id: deps.userId,
      visitor_claim: deps.userId === null ? (deps.visitorClaim ?? null) : null,
      bot_type: "image",
      title,
      content: describe(job, id),
      provider: ai.name,
      model: ai.imageModel,
      duration_ms: durationMs,
      size_bytes: png.byteLength,
    });
    await storeFor(trx).put({
      id,
      png,
      width: image.width,
      height: image.height,
      printKind: job.kind,
      contentId,
    });
  });

  return {
    id,
    kind: job.kind,
    imageUrl: imageUrlFor(id),
    printUrl: printUrlFor(id),
    width: image.width,
    height: image.height,
    title,
    provider: ai.name,
    model: ai.imageModel,
    demoMode: ai.name === "offline",
  };
}

/** The generated_content text: what was asked for and where the image is, for the admin list. */
function describe(job: ImageJob, id: string): string {
  const lines = [
    `${job.kind === "cover" ? "Cover" : "Image"}: ${imageUrlFor(id)}`,
    `Description: ${job.description.trim()}`,
    `Style: ${artStyleLabels[job.style]} · Size: ${job.size}`,
  ];
  if (job.overlay) {
    lines.push(`Headline: ${job.overlay.headline}`);
    if (job.overlay.subheadline) lines.push(`Subheadline: ${job.overlay.subheadline}`);
    if (job.overlay.button) lines.push(`Button: ${job.overlay.button}`);
  }
  return lines.join("\n");
}
