import { createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { ArtStyle } from "@studio/shared";
import type { GeneratedImage, ImageRequest } from "../provider";
import { ensureFonts, font } from "./fonts";
import type { Painter, Scene } from "./painter-kit";
import {
  abstract,
  corporate,
  digitalArt,
  minimalist,
  pixelArt,
  render3d,
} from "./painter-styles-graphic";
import {
  anime,
  cartoon,
  conceptArt,
  illustrated,
  illustration,
  oilPainting,
  photoRealistic,
  watercolor,
} from "./painter-styles-scenic";
import { paletteFor } from "./palette";
import { encodePng } from "./png-encode";
import { createRandom, seedFrom } from "./seeded-random";
import { parseSize } from "./sizes";

const painters: Record<ArtStyle, Painter> = {
  "photo-realistic": photoRealistic,
  cartoon,
  illustration,
  "3d-render": render3d,
  "digital-art": digitalArt,
  "oil-painting": oilPainting,
  watercolor,
  anime,
  "pixel-art": pixelArt,
  minimalist,
  abstract,
  "concept-art": conceptArt,
  illustrated,
  corporate,
};

export const DEMO_TAG = "Demo mode";

/**
 * The offline demo painter: a deterministic, style-dependent artwork seeded from the prompt,
 * drawn at the requested size. Its only text is the 'Demo mode' tag, so nobody mistakes it
 * for AI output.
 */
export async function paintOffline(request: ImageRequest): Promise<GeneratedImage> {
  const { width, height } = parseSize(request.size);
  const canvas = createCanvas(width, height);
  const random = createRandom(seedFrom(request.prompt.trim().toLowerCase()));
  const scene: Scene = {
    ctx: canvas.getContext("2d"),
    width,
    height,
    short: Math.min(width, height),
    random,
    palette: paletteFor(request.prompt, random),
  };
  const painter = request.style in painters ? painters[request.style as ArtStyle] : photoRealistic;
  painter(scene);
  drawDemoTag(scene.ctx, width, height);
  return { png: await encodePng(canvas), width, height };
}

/**
 * A small tag in the top-right corner: away from the centred headline and the bottom button,
 * and inset enough to survive the cover's crop to A4.
 */
function drawDemoTag(ctx: SKRSContext2D, width: number, height: number): void {
  ensureFonts();
  const short = Math.min(width, height);
  const size = Math.max(14, short * 0.022);
  const inset = short * 0.05;
  ctx.save();
  ctx.font = font(600, size);
  const textWidth = ctx.measureText(DEMO_TAG).width;
  const boxWidth = textWidth + size * 1.4;
  const boxHeight = size * 2;
  const x = width - inset - boxWidth;
  ctx.fillStyle = "rgba(15, 23, 42, 0.72)";
  ctx.beginPath();
  ctx.roundRect(x, inset, boxWidth, boxHeight, boxHeight / 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillText(DEMO_TAG, x + boxWidth / 2, inset + boxHeight / 2);
  ctx.restore();
}
