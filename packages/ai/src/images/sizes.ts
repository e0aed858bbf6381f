import type { ImageSize } from "../provider";

export const supportedSizes: readonly ImageSize[] = ["1024x1024", "1536x1024", "1024x1536"];

export function parseSize(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split("x").map(Number);
  if (!supportedSizes.includes(size) || !width || !height)
    throw new Error(`Unsupported image size: ${size}`);
  return { width, height };
}
