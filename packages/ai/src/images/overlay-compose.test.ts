import { createCanvas, loadImage } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ensureFonts } from "./fonts";
import { BUTTON_BLUE, composeOverlay, MAX_BACKDROP_LUMA, scrimAlpha } from "./overlay-compose";
import { layoutOverlay, type Measure, wrap } from "./overlay-layout";

ensureFonts();
const ctx = createCanvas(10, 10).getContext("2d");
const measure: Measure = (text, font) => {
  ctx.font = font;
  return ctx.measureText(text).width;
};
const sizes = [
  { width: 1024, height: 1024 },
  { width: 1536, height: 1024 },
  { width: 1024, height: 1536 },
];
const long = {
  headline:
    "Why dividend aristocrats keep outperforming when the market turns volatile and rates stay high for longer",
  subheadline:
    "A field guide to payout ratios, free cash flow cover and the quiet compounding that rewards patient investors",
  button: "Get the free report today",
};

describe("layoutOverlay", () => {
  it.each(sizes)("fits long text inside the image at $width x $height", (size) => {
    const layout = layoutOverlay(measure, size, long);
    const maxWidth = size.width * 0.84 + 1;
    for (const block of [layout.headline, layout.subheadline]) {
      for (const line of block?.lines ?? []) expect(line.width).toBeLessThanOrEqual(maxWidth);
    }
    expect(layout.headline.lines.length).toBeLessThanOrEqual(3);
    const button = layout.button?.box;
    expect(button).toBeDefined();
    if (!button) return;
    // Button bottom-centre, inside the image, below the text block.
    expect(button.x + button.width / 2).toBeCloseTo(size.width / 2, 5);
    expect(button.y + button.height).toBeLessThan(size.height);
    expect(button.y).toBeGreaterThan(size.height * 0.75);
    const lastLine = (layout.subheadline ?? layout.headline).lines.at(-1);
    expect(lastLine?.y ?? 0).toBeLessThan(button.y);
  });

  it("centres a short headline and keeps it large", () => {
    const layout = layoutOverlay(measure, { width: 1024, height: 1024 }, { headline: "Buy gold" });
    expect(layout.headline.lines).toHaveLength(1);
    expect(layout.headline.lines[0]?.y).toBeCloseTo(512, 0);
    expect(layout.headline.sizePx).toBeGreaterThan(90);
  });

  it("breaks a word too long for a line instead of overflowing", () => {
    const wrapped = wrap(
      measure,
      "Supercalifragilisticexpialidocious".repeat(3),
      "800 80px Inter",
      600,
      20,
    );
    for (const line of wrapped.lines) expect(line.width).toBeLessThanOrEqual(600);
    expect(wrapped.lines.map((l) => l.text).join("")).toBe(
      "Supercalifragilisticexpialidocious".repeat(3),
    );
  });
});

describe("composeOverlay", () => {
  it.each([
    ["white", "#ffffff"],
    ["black", "#000000"],
    ["mid grey", "#808080"],
  ])(
    "keeps the backdrop behind the words dark enough for white text on a %s image",
    async (_name, colour) => {
      const base = await sharp({
        create: { width: 1536, height: 1024, channels: 3, background: colour },
      })
        .png()
        .toBuffer();
      const out = await composeOverlay(base, {
        headline: "Readable",
        subheadline: "Everywhere",
        button: "Learn More",
      });
      const image = await loadImage(out);
      expect([image.width, image.height]).toEqual([1536, 1024]);
      const canvas = createCanvas(image.width, image.height);
      const c = canvas.getContext("2d");
      c.drawImage(image, 0, 0);
      const layout = layoutOverlay(
        measure,
        { width: 1536, height: 1024 },
        { headline: "Readable", subheadline: "Everywhere", button: "Learn More" },
      );
      // A point inside the band, left of the centred words.
      const [r, g, b] = c.getImageData(
        40,
        Math.round(layout.headline.lines[0]?.y ?? 512),
        1,
        1,
      ).data;
      const luma = (0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0)) / 255;
      expect(luma).toBeLessThanOrEqual(MAX_BACKDROP_LUMA + 0.02);
      // The headline itself is drawn in white.
      const line = layout.headline.lines[0];
      const strip = c.getImageData(
        Math.round((line?.x ?? 0) - (line?.width ?? 0) / 2),
        Math.round(line?.y ?? 0),
        Math.round(line?.width ?? 1),
        1,
      ).data;
      let whitest = 0;
      for (let i = 0; i < strip.length; i += 4)
        whitest = Math.max(whitest, Math.min(strip[i] ?? 0, strip[i + 1] ?? 0, strip[i + 2] ?? 0));
      expect(whitest).toBeGreaterThan(240);
      // The button is blue at its centre.
      const box = layout.button?.box;
      const [br, bg, bb] = c.getImageData(
        Math.round((box?.x ?? 0) + 6),
        Math.round((box?.y ?? 0) + (box?.height ?? 0) / 2),
        1,
        1,
      ).data;
      expect(`#${[br, bg, bb].map((v) => (v ?? 0).toString(16).padStart(2, "0")).join("")}`).toBe(
        BUTTON_BLUE,
      );
    },
  );

  it("darkens bright backdrops more than dark ones, within a veil and a ceiling", () => {
    expect(scrimAlpha(1)).toBeGreaterThan(scrimAlpha(0.6));
    expect(scrimAlpha(0)).toBe(0.3);
    expect(scrimAlpha(1)).toBeLessThanOrEqual(0.88);
  });
});
