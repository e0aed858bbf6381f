import { imageMessages } from "@studio/shared";
import sharp, { type Metadata, type Sharp } from "sharp";
import { AiProviderError } from "../provider";

/**
 * Whatever a model returned (PNG, WebP or JPEG, possibly another size), a PNG at exactly the
 * requested size: the app stores, overlays and prints one known shape. A different aspect is
 * cropped from the centre rather than stretched.
 */
export async function toExactPng(bytes: Buffer, width: number, height: number): Promise<Buffer> {
  let image: Sharp;
  let meta: Metadata;
  try {
    image = sharp(bytes, { failOn: "error" });
    meta = await image.metadata();
  } catch (error) {
    throw new AiProviderError("unavailable", imageMessages.noImage, undefined, { cause: error });
  }
  if (meta.format === "png" && meta.width === width && meta.height === height) return bytes;
  return image.resize(width, height, { fit: "cover", position: "centre" }).png().toBuffer();
}
