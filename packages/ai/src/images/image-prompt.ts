import { type ArtStyle, artStyleLabels } from "@studio/shared";

/** What each style means to an image model, beyond its label. */
const styleDirections: Record<ArtStyle, string> = {
  "photo-realistic": "photorealistic photograph, natural lighting, sharp focus, high detail",
  cartoon: "cartoon style, bold outlines, bright flat colours, playful shapes",
  illustration: "editorial illustration, clean shapes, limited harmonious palette",
  "3d-render": "3D render, soft global illumination, smooth materials, studio lighting",
  "digital-art": "digital art, vivid colours, glowing light, crisp detail",
  "oil-painting": "oil painting, visible brush strokes, rich texture, canvas grain",
  watercolor: "watercolor painting, soft washes, bleeding pigments, paper texture",
  anime: "anime style, cel shading, luminous sky, expressive composition",
  "pixel-art": "pixel art, limited palette, crisp square pixels, retro game look",
  minimalist: "minimalist design, generous negative space, few simple forms, calm palette",
  abstract: "abstract composition, bold geometric and organic forms, striking colour",
  "concept-art": "cinematic concept art, dramatic lighting, atmospheric depth",
  illustrated: "illustrated cover art, confident linework, rich flat colour",
  corporate: "clean corporate design, professional blues, modern financial imagery",
};

/**
 * The prompt sent to an image model: the request's description, the style, and a firm
 * no-text instruction, since the words are composited later with a real font (models misspell).
 */
export function modelPrompt(prompt: string, style: string): string {
  const known = style in styleDirections ? (style as ArtStyle) : undefined;
  const styleLine = known
    ? `Style: ${artStyleLabels[known]} (${styleDirections[known]}).`
    : `Style: ${style}.`;
  return `${prompt.trim()}\n\n${styleLine}\nDo not include any text, letters, numbers, captions, logos or watermarks in the image.`;
}

/**
 * The picture asked for a marketing image. With an overlay, the model is asked for a calm
 * centre so the composited headline does not fight the busiest part of the picture.
 */
export function marketingImagePrompt(description: string, withOverlay: boolean): string {
  const text = description.trim();
  return withOverlay
    ? `${text}\nCompose the scene with calm, uncluttered space in the centre, where a headline will be placed.`
    : text;
}
