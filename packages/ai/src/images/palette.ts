import type { Random } from "./seeded-random";

export interface Palette {
  /** The main hue (degrees), taken from colour words in the prompt when there are any. */
  hue: number;
  /** A second hue for accents, roughly complementary. */
  accent: number;
}

/** Colour words a description commonly carries, so "gold coins" paints warm and "ocean" blue. */
const hueWords: [RegExp, number][] = [
  [/\b(gold|golden|coin|coins|wealth|treasure|yellow)\b/i, 45],
  [/\b(green|growth|bull|bullish|money|cash|forest|nature|plant)\b/i, 135],
  [/\b(blue|ocean|sea|water|sky|calm|trust|bank)\b/i, 212],
  [/\b(red|bear|bearish|crash|fire|danger|alert)\b/i, 6],
  [/\b(purple|violet|luxury|royal)\b/i, 275],
  [/\b(orange|sunset|sunrise|autumn|dawn)\b/i, 26],
  [/\b(night|space|galaxy|star|stars|moon)\b/i, 235],
  [/\b(tech|technology|digital|ai|crypto|bitcoin|blockchain|data)\b/i, 190],
  [/\b(silver|steel|metal|grey|gray)\b/i, 220],
];

export function paletteFor(prompt: string, random: Random): Palette {
  const match = hueWords.find(([pattern]) => pattern.test(prompt));
  const hue = match ? match[1] + random.range(-8, 8) : random.range(0, 360);
  return { hue: wrapHue(hue), accent: wrapHue(hue + random.range(140, 220)) };
}

export function hsl(hue: number, saturation: number, lightness: number, alpha = 1): string {
  const h = Math.round(wrapHue(hue));
  const s = Math.round(Math.min(100, Math.max(0, saturation)));
  const l = Math.round(Math.min(100, Math.max(0, lightness)));
  return alpha >= 1
    ? `hsl(${h}, ${s}%, ${l}%)`
    : `hsla(${h}, ${s}%, ${l}%, ${Math.round(alpha * 1000) / 1000})`;
}

export function wrapHue(hue: number): number {
  return ((hue % 360) + 360) % 360;
}
