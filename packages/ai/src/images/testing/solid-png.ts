import sharp from "sharp";

/** A plain PNG of a given size, for tests that need an image but not a painting. */
export function solidPng(width: number, height: number, background = "#123456"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
