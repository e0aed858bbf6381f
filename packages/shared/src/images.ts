import { z } from "./zod";

/** SPEC 3, 5, 7, 8 and 9: the vocabulary, limits and words of the Image and Cover panels. */

export const imageTypes = ["image-only", "image-text", "image-text-button"] as const;
export type ImageType = (typeof imageTypes)[number];
export const imageTypeLabels: Record<ImageType, string> = {
  "image-only": "Image only",
  "image-text": "Image + Text",
  "image-text-button": "Image + Text + Button",
};

export const imageStyles = [
  "photo-realistic",
  "cartoon",
  "illustration",
  "3d-render",
  "digital-art",
  "oil-painting",
  "watercolor",
  "anime",
  "pixel-art",
] as const;
export type ImageStyle = (typeof imageStyles)[number];

export const coverStyles = [
  "photo-realistic",
  "digital-art",
  "oil-painting",
  "watercolor",
  "minimalist",
  "abstract",
  "3d-render",
  "concept-art",
  "illustrated",
  "corporate",
] as const;
export type CoverStyle = (typeof coverStyles)[number];

/** Every style a painter or model may be asked for (image styles and cover styles together). */
export type ArtStyle = ImageStyle | CoverStyle;

export const artStyleLabels: Record<ArtStyle, string> = {
  "photo-realistic": "Photo Realistic",
  cartoon: "Cartoon",
  illustration: "Illustration",
  "3d-render": "3D Render",
  "digital-art": "Digital Art",
  "oil-painting": "Oil Painting",
  watercolor: "Watercolor",
  anime: "Anime",
  "pixel-art": "Pixel Art",
  minimalist: "Minimalist",
  abstract: "Abstract",
  "concept-art": "Concept Art",
  illustrated: "Illustrated",
  corporate: "Corporate",
};

export const imageSizes = ["square", "landscape", "portrait"] as const;
export type ImageSizeName = (typeof imageSizes)[number];
export type ImageDimensions = "1024x1024" | "1536x1024" | "1024x1536";
export const imageSizeDimensions: Record<
  ImageSizeName,
  { width: number; height: number; value: ImageDimensions }
> = {
  square: { width: 1024, height: 1024, value: "1024x1024" },
  landscape: { width: 1536, height: 1024, value: "1536x1024" },
  portrait: { width: 1024, height: 1536, value: "1024x1536" },
};
export const imageSizeLabels: Record<ImageSizeName, string> = {
  square: "Square (1024x1024)",
  landscape: "Landscape (1536x1024)",
  portrait: "Portrait (1024x1536)",
};

/** SPEC 9 defaults. */
export const DEFAULT_IMAGE_TYPE: ImageType = "image-only";
export const DEFAULT_IMAGE_STYLE: ImageStyle = "photo-realistic";
export const DEFAULT_COVER_STYLE: CoverStyle = "photo-realistic";
export const DEFAULT_IMAGE_SIZE: ImageSizeName = "square";
export const DEFAULT_BUTTON_TEXT = "Learn More";

export const IMAGE_PROMPT_MAX = 2000;
export const HEADLINE_MAX = 120;
export const SUBHEADLINE_MAX = 200;
export const BUTTON_TEXT_MAX = 40;

/** Print output: the screen image is treated as 72 DPI and rescaled to 300 DPI (SPEC 9). */
export const SCREEN_DPI = 72;
export const PRINT_DPI = 300;
/** A4 at 300 DPI. */
export const COVER_PRINT_SIZE = { width: 2480, height: 3508 } as const;

export function printSizeFor(width: number, height: number): { width: number; height: number } {
  const scale = PRINT_DPI / SCREEN_DPI;
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** SPEC 7: the fixed cover request, with the person's description and the chosen style. */
export function coverPrompt(description: string, style: CoverStyle): string {
  return [
    "Professional A4 portrait publication cover artwork for 300DPI print.",
    `Subject: ${description.trim()}`,
    `Style: ${artStyleLabels[style]}.`,
    "No text on the image: no words, letters, numbers or logos.",
    "Leave clear space on the left for a headline.",
  ].join("\n");
}

export const imageMessages = {
  errorTitle: "Error",
  printsBusyForYou:
    "Your earlier print downloads are still being prepared. Please wait for them and try again.",
  printsBusy: "Print downloads are busy right now. Please try again in a few seconds.",
  noImage: "No image was returned. Please try a different prompt.",
  imageFailed: "Failed to generate image. Please try again.",
  coverFailed: "Failed to generate cover image. Please try again.",
  helperFallback: "Failed to generate image",
  downloadFailedTitle: "Download failed",
  downloadFailed: "Failed to process image for high DPI download",
  descriptionRequired: "Please enter a description of the image.",
  promptTooLong: `The description must be at most ${IMAGE_PROMPT_MAX} characters.`,
  notFound: "Image not found.",
  demoModeNote:
    "Demo mode: images are painted offline by a procedural demo painter, not by an AI model. To generate with AI, set OPENAI_API_KEY and restart the server.",
} as const;

const oneOf = (field: string, values: readonly string[]) =>
  `${field} must be one of: ${values.join(", ")}.`;

export const imageType = z.enum(imageTypes, { error: oneOf("Image type", imageTypes) });
export const imageStyle = z.enum(imageStyles, { error: oneOf("Style", imageStyles) });
export const coverStyle = z.enum(coverStyles, { error: oneOf("Cover style", coverStyles) });
export const imageSize = z.enum(imageSizes, { error: oneOf("Size", imageSizes) });

const description = z
  .string({ error: imageMessages.descriptionRequired })
  .trim()
  .min(1, { error: imageMessages.descriptionRequired })
  .max(IMAGE_PROMPT_MAX, { error: imageMessages.promptTooLong });

/** Overlay text: blank counts as absent; the overlay rules decide what is drawn. */
const overlayText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters.` })
    .optional();

export const generateImageInput = z.object({
  prompt: description,
  type: imageType.default(DEFAULT_IMAGE_TYPE),
  headline: overlayText("Headline", HEADLINE_MAX),
  subheadline: overlayText("Subheadline", SUBHEADLINE_MAX),
  buttonText: overlayText("Button text", BUTTON_TEXT_MAX),
  style: imageStyle.default(DEFAULT_IMAGE_STYLE),
  size: imageSize.default(DEFAULT_IMAGE_SIZE),
});
export type GenerateImageInput = z.input<typeof generateImageInput>;
export type GenerateImageRequest = z.output<typeof generateImageInput>;

export const generateCoverInput = z.object({
  description,
  style: coverStyle.default(DEFAULT_COVER_STYLE),
});
export type GenerateCoverInput = z.input<typeof generateCoverInput>;
export type GenerateCoverRequest = z.output<typeof generateCoverInput>;

/** How a stored image is printed: rescaled to 300 DPI, or fitted to an A4 page. */
export type PrintKind = "image" | "cover";

export interface ImageResult {
  id: string;
  kind: PrintKind;
  /** Stable, cacheable URL on the app's own origin. */
  imageUrl: string;
  /** The 300 DPI PNG download. */
  printUrl: string;
  width: number;
  height: number;
  title: string;
  provider: string;
  model: string;
  demoMode: boolean;
}

/** Ids are random and URL-safe (base64url); anything else is not an image of ours. */
export const IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const imageUrlFor = (id: string) => `/api/images/${id}.png`;
export const printUrlFor = (id: string) => `/api/images/${id}/print.png`;

/** SPEC 9 download names. */
export const imageDownloadName = (timestamp: number) => `ai-image-300dpi-${timestamp}.png`;
export const coverDownloadName = (hash: string, timestamp: number) => `${hash}${timestamp}.png`;

/** generated_content titles, so the dashboard's recent activity says what was made. */
export function imageTitle(kind: PrintKind, text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  const short = clean.length > 60 ? `${clean.slice(0, 57).trimEnd()}...` : clean;
  return `${kind === "cover" ? "Cover" : "Image"}: ${short}`;
}
