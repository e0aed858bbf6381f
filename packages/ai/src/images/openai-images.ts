import { imageMessages } from "@studio/shared";
import type OpenAI from "openai";
import { AiProviderError, type GeneratedImage, type ImageRequest } from "../provider";
import { toProviderError } from "../providers/openai";
import { modelPrompt } from "./image-prompt";
import { toExactPng } from "./normalize";
import { parseSize } from "./sizes";

/**
 * Image models routinely take 20-90 s, longer than a sensible text timeout, so an image call
 * gets at least this long (the configured client timeout still wins when it is longer).
 */
const MIN_IMAGE_TIMEOUT_MS = 180_000;

/**
 * GPT image models always answer in base64 and reject the legacy `response_format`; older
 * models (dall-e-*) and many OpenAI-compatible servers need it to return b64_json, not a URL.
 */
function wantsResponseFormat(model: string): boolean {
  return !model.startsWith("gpt-image");
}

export function createOpenAiImageGenerator(client: OpenAI, model: string) {
  return async (request: ImageRequest): Promise<GeneratedImage> => {
    const { width, height } = parseSize(request.size);
    let bytes: Buffer;
    let usage: GeneratedImage["usage"];
    try {
      const response = await client.images.generate(
        {
          model,
          prompt: modelPrompt(request.prompt, request.style),
          size: request.size,
          n: 1,
          ...(wantsResponseFormat(model)
            ? { response_format: "b64_json" as const }
            : { output_format: "png" as const }),
        },
        {
          ...(request.signal ? { signal: request.signal } : {}),
          timeout: Math.max(client.timeout, MIN_IMAGE_TIMEOUT_MS),
        },
      );
      bytes = await imageBytes(response.data?.[0], request.signal);
      // GPT image models report tokens; older models and compatible servers may not.
      if (response.usage) {
        usage = {
          inputTokens: response.usage.input_tokens,
          outputTokens: response.usage.output_tokens,
          estimated: false,
        };
      }
    } catch (error) {
      throw toProviderError(error, { userAborted: request.signal?.aborted ?? false, idle: false });
    }
    return {
      png: await toExactPng(bytes, width, height),
      width,
      height,
      ...(usage ? { usage } : {}),
    };
  };
}

async function imageBytes(
  image: OpenAI.Images.Image | undefined,
  signal: AbortSignal | undefined,
): Promise<Buffer> {
  if (image?.b64_json) return Buffer.from(image.b64_json, "base64");
  // Some compatible servers ignore response_format and answer with a URL.
  if (image?.url) {
    const response = await fetch(image.url, signal ? { signal } : {});
    if (!response.ok) throw new AiProviderError("unavailable", imageMessages.imageFailed);
    return Buffer.from(await response.arrayBuffer());
  }
  throw new AiProviderError("refused", imageMessages.noImage);
}
