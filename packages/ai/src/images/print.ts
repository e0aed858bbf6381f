import { COVER_PRINT_SIZE, PRINT_DPI, type PrintKind, printSizeFor } from "@studio/shared";
import sharp, { type Sharp } from "sharp";

export interface PrintImage {
  png: Buffer;
  width: number;
  height: number;
  dpi: number;
}

/**
 * The print download (SPEC 9): an image rescaled by 300/72 (1536x1024 → 6400x4267), or a cover
 * on an A4 page at 300 DPI (2480x3508), the art filling the page: scaled to cover it and
 * centre-cropped, never stretched. Both are PNGs whose pHYs chunk says 300 DPI (11811 px/m).
 * Alpha is flattened onto white: print has no transparency, and RGB is a quarter smaller.
 * Adaptive row filtering halves the file for upscaled art (27 MB instead of 60 MB for a busy
 * 6400x4267 print) for about a second more of encoding; level 4 is where more effort stops paying.
 */
export async function renderPrint(png: Buffer, kind: PrintKind): Promise<PrintImage> {
  const source = sharp(png);
  const target = kind === "cover" ? COVER_PRINT_SIZE : await scaledSize(source);
  const output = await source
    .resize(target.width, target.height, { fit: "cover", position: "centre", kernel: "lanczos3" })
    .flatten({ background: "#ffffff" })
    .withDensity(PRINT_DPI)
    .png({ compressionLevel: 4, adaptiveFiltering: true })
    .toBuffer();
  return { png: output, width: target.width, height: target.height, dpi: PRINT_DPI };
}

async function scaledSize(image: Sharp): Promise<{ width: number; height: number }> {
  const { width, height } = await image.metadata();
  return printSizeFor(width, height);
}
