import type { ReferencePassage } from "../provider";

export const REFERENCE_OPEN = "<<<REFERENCE";
export const REFERENCE_CLOSE = "<<<END REFERENCE";

export const NO_REFERENCE_MATERIAL =
  "(No reference material is available for this product. Write from general knowledge and do not cite specific figures.)";

/**
 * Wraps knowledge-base passages in markers the system prompt declares to be data. Marker-like
 * text inside a passage is defanged, so an entry cannot close its fence and speak as the prompt.
 */
export function fencePassages(passages: ReferencePassage[]): string {
  if (passages.length === 0) return NO_REFERENCE_MATERIAL;
  return passages
    .map((p, i) => {
      const n = i + 1;
      return `${REFERENCE_OPEN} ${n}: ${defang(oneLine(p.title))}>>>\n${defang(p.text.trim())}\n${REFERENCE_CLOSE} ${n}>>>`;
    })
    .join("\n\n");
}

function defang(text: string): string {
  return text.replace(/<{3,}/g, "<<").replace(/>{3,}/g, ">>");
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
