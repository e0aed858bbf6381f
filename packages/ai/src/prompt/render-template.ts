/**
 * The placeholders a prompt template may use (SPEC: product, topic, knowledgeBase in braces;
 * issue 16 adds the generation options tone, length, audience and instructions).
 */
export interface TemplateValues {
  product: string;
  topic: string;
  knowledgeBase: string;
  /** The option placeholders; build-prompt always fills them (with defaults when not chosen). */
  tone?: string;
  length?: string;
  audience?: string;
  instructions?: string;
}

/** The option placeholders, with the heading each gets when a template leaves it out. */
export const OPTION_PLACEHOLDERS = {
  tone: "Tone",
  length: "Length",
  audience: "Audience",
  instructions: "Instructions",
} as const satisfies Partial<Record<keyof TemplateValues, string>>;
export type OptionPlaceholder = keyof typeof OPTION_PLACEHOLDERS;

const PLACEHOLDER = /\{(product|topic|knowledgeBase|tone|length|audience|instructions)\}/g;

/**
 * Fills the placeholders in one pass, so a value that itself contains "{topic}" is not expanded
 * again. A template without {knowledgeBase} still gets the reference material appended: an
 * administrator's template must not silently cut the AI off from the knowledge base. Likewise
 * each option in `chosen` (the ones the person set) that the template does not place is
 * appended in a "Generation options" section, so older templates still honour them.
 */
export function renderTemplate(
  template: string,
  values: TemplateValues,
  chosen: readonly OptionPlaceholder[] = [],
): string {
  let rendered = template.replace(
    PLACEHOLDER,
    (_match, key: keyof TemplateValues) => values[key] ?? "",
  );
  const missing = chosen.filter((key) => !template.includes(`{${key}}`));
  if (missing.length > 0) {
    const lines = missing.map((key) => `${OPTION_PLACEHOLDERS[key]}: ${values[key] ?? ""}`);
    rendered = `${rendered.trimEnd()}\n\nGeneration options:\n${lines.join("\n")}`;
  }
  if (template.includes("{knowledgeBase}")) return rendered;
  return `${rendered.trimEnd()}\n\nReference material:\n${values.knowledgeBase}`;
}
