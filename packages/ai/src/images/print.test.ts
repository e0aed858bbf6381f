import { COVER_PRINT_SIZE } from "@studio/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { paintOffline } from "./offline-painter";
import { renderPrint } from "./print";
import { readPngInfo } from "./testing/png-info";

describe("renderPrint", () => {
  it.each([
    ["1024x1024", 4267, 4267],
    ["1536x1024", 6400, 4267],
    ["1024x1536", 4267, 6400],
  ] as const)("rescales a %s image by 300/72 to %ix%i at 300 DPI", async (size, width, height) => {
    const image = await paintOffline({ prompt: "print me", style: "minimalist", size });
    const print = await renderPrint(image.png, "image");
    const info = readPngInfo(print.png);
    expect(info).toMatchObject({
      width,
      height,
      pixelsPerUnitX: 11811,
      pixelsPerUnitY: 11811,
      unitIsMetre: true,
      dpi: 300,
    });
    expect(print).toMatchObject({ width, height, dpi: 300 });
  });

  it("puts a portrait cover on an A4 page (2480x3508, 300 DPI), filling it without distortion", async () => {
    // Left half red, right half blue: a stretched or letterboxed page would shift or pad them.
    const left = await sharp({
      create: { width: 512, height: 1536, channels: 3, background: "#ff0000" },
    })
      .png()
      .toBuffer();
    const art = await sharp({
      create: { width: 1024, height: 1536, channels: 3, background: "#0000ff" },
    })
      .composite([{ input: left, left: 0, top: 0 }])
      .png()
      .toBuffer();
    const print = await renderPrint(art, "cover");
    const info = readPngInfo(print.png);
    expect(info).toMatchObject({ ...COVER_PRINT_SIZE, dpi: 300, pixelsPerUnitX: 11811 });
    const { data } = await sharp(print.png).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [
      ...data.subarray((y * 2480 + x) * 3, (y * 2480 + x) * 3 + 3),
    ];
    // Every edge pixel is art (no white or black bars), and the split stays in the middle.
    expect(at(0, 0)).toEqual([255, 0, 0]);
    expect(at(2479, 3507)).toEqual([0, 0, 255]);
    expect(at(1230, 1754)).toEqual([255, 0, 0]);
    expect(at(1250, 1754)).toEqual([0, 0, 255]);
  });
});
