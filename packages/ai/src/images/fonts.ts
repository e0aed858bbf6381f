import { createRequire } from "node:module";
import { GlobalFonts } from "@napi-rs/canvas";

/** The bundled typeface: every overlay and label is drawn with it, never with a system font. */
export const FONT_FAMILY = "Inter";

const weights = [400, 600, 800] as const;
let registered = false;

/**
 * Registers Inter (from @fontsource/inter, woff2, latin subset) with the canvas once per
 * process. Resolved through the package rather than a relative path so it also works from the
 * bundled server.
 */
export function ensureFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const weight of weights) {
    const path = require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`);
    if (!GlobalFonts.registerFromPath(path, FONT_FAMILY)) {
      throw new Error(`Could not register the Inter font (${path})`);
    }
  }
  registered = true;
}

export function font(weight: (typeof weights)[number], sizePx: number): string {
  return `${weight} ${Math.round(sizePx * 100) / 100}px ${FONT_FAMILY}`;
}
