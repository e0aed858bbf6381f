/** The placeholders a prompt template may use (SPEC: product, topic, knowledgeBase in braces). */
export interface TemplateValues {
  product: string;
  topic: string;
  knowledgeBase: string;
}

const PLACEHOLDER = /\{(product|topic|knowledgeBase)\}/g;

/**
 * Fills the placeholders in one pass, so a value that itself contains "{topic}" is not expanded
 * again. A template without {knowledgeBase} still gets the reference material appended: an
 * administrator's template must not silently cut the AI off from the knowledge base.
 */
export function renderTemplate(template: string, values: TemplateValues): string {
  const rendered = template.replace(
    PLACEHOLDER,
    (_match, key: keyof TemplateValues) => values[key],
  );
  if (template.includes("{knowledgeBase}")) return rendered;
  return `${rendered.trimEnd()}\n\nReference material:\n${values.knowledgeBase}`;
}
