import { DEFAULT_BUTTON_TEXT, type ImageType } from "@studio/shared";

export interface OverlayFields {
  type: ImageType;
  headline?: string | undefined;
  subheadline?: string | undefined;
  buttonText?: string | undefined;
}

/** What is drawn on the image; absent parts are not drawn. */
export interface OverlayText {
  headline: string;
  subheadline?: string;
  button?: string;
}

/**
 * SPEC 5: the headline only if non-empty; the subheadline only with a headline and when
 * non-empty; the button only for image-text-button with a headline (its text defaults to
 * 'Learn More'). Image-only never carries text. Returns null when nothing is to be drawn.
 */
export function resolveOverlay(fields: OverlayFields): OverlayText | null {
  if (fields.type === "image-only") return null;
  const headline = clean(fields.headline);
  if (!headline) return null;
  const overlay: OverlayText = { headline };
  const subheadline = clean(fields.subheadline);
  if (subheadline) overlay.subheadline = subheadline;
  if (fields.type === "image-text-button")
    overlay.button = clean(fields.buttonText) || DEFAULT_BUTTON_TEXT;
  return overlay;
}

function clean(text: string | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim();
}
