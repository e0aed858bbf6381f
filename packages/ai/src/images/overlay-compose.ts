import { createCanvas, loadImage, type SKRSContext2D } from "@napi-rs/canvas";
import { ensureFonts } from "./fonts";
import { type Box, layoutOverlay, type OverlayLayout, type TextBlock } from "./overlay-layout";
import type { OverlayText } from "./overlay-rules";
import { encodePng } from "./png-encode";

/** Mantine blue.8: white text on it keeps a contrast ratio above 4.5:1. */
export const BUTTON_BLUE = "#1971c2";

/**
 * The brightest text-area value (gamma-encoded luma, 0..1) the white text may sit on: about
 * 0.18 relative luminance, a 4.5:1 contrast with white.
 */
export const MAX_BACKDROP_LUMA = 0.46;

/**
 * Composites the overlay onto a generated image with the bundled font: a darkening band sized to
 * the image's own brightness behind the words (so white text reads on white or busy images),
 * a soft shadow, and the blue button. Returns a PNG of the same size.
 */
export async function composeOverlay(png: Buffer, text: OverlayText): Promise<Buffer> {
  ensureFonts();
  const image = await loadImage(png);
  const { width, height } = image;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, 0, 0, width, height);

  const layout = layoutOverlay(
    (t, f) => {
      ctx.font = f;
      return ctx.measureText(t).width;
    },
    { width, height },
    text,
  );
  drawScrim(ctx, layout.textArea, layout.headline.sizePx);
  drawText(ctx, layout.headline, layout.headline.sizePx * 0.12);
  if (layout.subheadline) drawText(ctx, layout.subheadline, layout.subheadline.sizePx * 0.15);
  if (layout.button) drawButton(ctx, layout.button);
  return encodePng(canvas);
}

/** Darkens the text band just enough; feathered edges keep it from looking like a box. */
function drawScrim(ctx: SKRSContext2D, area: Box, headlineSize: number): void {
  const alpha = scrimAlpha(brightLuma(ctx, area));
  const feather = headlineSize * 1.2;
  const top = Math.max(0, area.y - feather);
  const bottom = Math.min(ctx.canvas.height, area.y + area.height + feather);
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  const span = bottom - top;
  const inner = (y: number) => Math.min(1, Math.max(0, (y - top) / span));
  gradient.addColorStop(0, "rgba(0,0,0,0)");
  gradient.addColorStop(inner(area.y), `rgba(0,0,0,${alpha})`);
  gradient.addColorStop(inner(area.y + area.height), `rgba(0,0,0,${alpha})`);
  gradient.addColorStop(1, "rgba(0,0,0,0)");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, top, ctx.canvas.width, span);
}

/** The scrim opacity that brings a backdrop of this brightness down to MAX_BACKDROP_LUMA. */
export function scrimAlpha(luma: number): number {
  const needed = luma <= 0 ? 0 : 1 - MAX_BACKDROP_LUMA / luma;
  // Never less than a light veil (consistent look), never a solid black bar.
  return Math.round(Math.min(0.88, Math.max(0.3, needed)) * 1000) / 1000;
}

/** The 95th-percentile luma of a region: bright highlights decide legibility, not the mean. */
function brightLuma(ctx: SKRSContext2D, area: Box): number {
  const x = Math.floor(area.x);
  const y = Math.floor(area.y);
  const w = Math.max(1, Math.floor(area.width));
  const h = Math.max(1, Math.floor(area.height));
  const { data } = ctx.getImageData(x, y, w, h);
  const histogram = new Uint32Array(256);
  let samples = 0;
  // Every 7th pixel is plenty for a percentile and keeps this cheap on 1536 px images.
  for (let i = 0; i < data.length; i += 4 * 7) {
    const luma =
      0.2126 * (data[i] ?? 0) + 0.7152 * (data[i + 1] ?? 0) + 0.0722 * (data[i + 2] ?? 0);
    histogram[Math.round(luma)] = (histogram[Math.round(luma)] ?? 0) + 1;
    samples += 1;
  }
  let seen = 0;
  for (let value = 0; value < 256; value += 1) {
    seen += histogram[value] ?? 0;
    if (seen >= samples * 0.95) return value / 255;
  }
  return 1;
}

function drawText(ctx: SKRSContext2D, block: TextBlock, shadowBlur: number): void {
  ctx.save();
  ctx.font = block.font;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = "#ffffff";
  ctx.shadowColor = "rgba(0,0,0,0.55)";
  ctx.shadowBlur = shadowBlur;
  ctx.shadowOffsetY = shadowBlur * 0.25;
  for (const line of block.lines) ctx.fillText(line.text, line.x, line.y);
  ctx.restore();
}

function drawButton(ctx: SKRSContext2D, button: NonNullable<OverlayLayout["button"]>): void {
  const { box, radius } = button;
  ctx.save();
  ctx.shadowColor = "rgba(0,0,0,0.35)";
  ctx.shadowBlur = box.height * 0.3;
  ctx.shadowOffsetY = box.height * 0.08;
  ctx.fillStyle = BUTTON_BLUE;
  ctx.beginPath();
  ctx.roundRect(box.x, box.y, box.width, box.height, radius);
  ctx.fill();
  ctx.restore();
  drawText(ctx, button.label, 0);
}
