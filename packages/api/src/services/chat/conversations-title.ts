import { AUTO_TITLE_MAX } from "@studio/shared";

/**
 * A short sidebar title from a conversation's first user message: its first non-empty line,
 * without formatting marks, cut at a word boundary. Empty when nothing readable is left, so the
 * caller keeps the default title instead of showing a blank.
 */
export function titleFromMessage(content: string, max = AUTO_TITLE_MAX): string {
  const firstLine =
    content
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => /[\p{L}\p{N}]/u.test(line)) ?? "";
  const plain = firstLine
    // The formatter's marks (SPEC 2: ##x##, **x**, --x--) and list/quote prefixes read as noise.
    .replace(/##|\*\*|--/g, "")
    .replace(/^(?:[#>*\-•]+|\d+[.)])\s*/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // A very long first word is cut mid-word rather than leaving a one-letter title.
  const base = lastSpace >= max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/(?<![\s,.;:!?-])[\s,.;:!?-]+$/, "")}…`;
}
