import type { ImageResult } from "@studio/shared";
import { errorMessage } from "../../lib/error-message";
import { imageStrings } from "./image-strings";

/**
 * SPEC 8 image alert: the server's error, 'No image was returned...' when a success carries no
 * image, or the panel's fallback when the server could not be reached.
 */
export function generationError(
  state: { error: unknown; data: ImageResult | undefined; isSuccess: boolean },
  fallback: string,
): string | null {
  if (state.error) return errorMessage(state.error, fallback);
  if (state.isSuccess && !state.data?.imageUrl) return imageStrings.noImage;
  return null;
}
