import { createCanvas } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png-encode";

/** A small canvas with a gradient and shapes, so the encoder has real rows to filter. */
function paint(transparentCorner: boolean) {
  const canvas = createCanvas(64, 48);
  const ctx = canvas.getContext("2d");
  const gradient = ctx.createLinearGradient(0, 0, 64, 48);
  gradient.addColorStop(0, "#1971c2");
  gradient.addColorStop(1, "#f2c94c");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 64, 48);
  ctx.fillStyle = "rgba(200, 30, 60, 0.5)";
  ctx.beginPath();
  ctx.arc(30, 20, 14, 0, Math.PI * 2);
  ctx.fill();
  if (transparentCorner) ctx.clearRect(0, 0, 10, 10);
  return canvas;
}

async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, info };
}

describe("encodePng", () => {
  it("writes an opaque canvas as RGB with exactly the canvas's pixels", async () => {
    const canvas = paint(false);
    const png = await encodePng(canvas);
    expect((await sharp(png).metadata()).channels).toBe(3);
    const { data, info } = await decoded(png);
    expect([info.width, info.height]).toEqual([64, 48]);
    const expected = canvas.getContext("2d").getImageData(0, 0, 64, 48).data;
    expect(Buffer.from(data).equals(Buffer.from(expected))).toBe(true);
  });

  it("keeps transparency where the canvas has any", async () => {
    const canvas = paint(true);
    const png = await encodePng(canvas);
    expect((await sharp(png).metadata()).channels).toBe(4);
    const { data } = await decoded(png);
    expect(data[3]).toBe(0);
    const expected = canvas.getContext("2d").getImageData(0, 0, 64, 48).data;
    expect(Buffer.from(data).equals(Buffer.from(expected))).toBe(true);
  });
});
