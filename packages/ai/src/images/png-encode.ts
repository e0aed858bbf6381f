import type { Canvas } from "@napi-rs/canvas";
import sharp from "sharp";

/**
 * A canvas as a PNG, encoded by sharp (libpng with adaptive row filtering) instead of Skia's
 * encoder: painted art encodes about three times faster and a little smaller, and an opaque
 * canvas is written as RGB, a quarter less data. Level 4 is where more effort stops paying (as
 * for prints). Lossless either way: the pixels read back are the canvas's own.
 */
export async function encodePng(canvas: Canvas): Promise<Buffer> {
  const { width, height } = canvas;
  // getImageData answers straight (not premultiplied) RGBA, which is what PNG stores.
  const { data } = canvas.getContext("2d").getImageData(0, 0, width, height);
  const pixels = sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  });
  return (isOpaque(data) ? pixels.removeAlpha() : pixels)
    .png({ compressionLevel: 4, adaptiveFiltering: true })
    .toBuffer();
}

function isOpaque(rgba: Uint8ClampedArray): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}
