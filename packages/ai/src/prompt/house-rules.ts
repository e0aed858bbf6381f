import { type BotType, defaultPromptTemplates } from "@studio/shared";

/**
 * The house rules of an administrator's template: its lines that the built-in template for the
 * bot type does not have ("Call readers members.", "Sign off as The Income Desk."). The built-in
 * lines describe the structure every draft already has; what an administrator added is what
 * makes their publication's drafts theirs, and the offline composer follows it.
 */
export function houseRules(
  template: string,
  botType: BotType,
  names: { product: string; topic: string },
): string[] {
  const builtIn = new Set(linesOf(defaultPromptTemplates[botType].template).map(key));
  return linesOf(template)
    .filter((line) => !builtIn.has(key(line)) && !line.includes("{knowledgeBase}"))
    .map((line) => line.split("{product}").join(names.product).split("{topic}").join(names.topic));
}

function linesOf(template: string): string[] {
  return template
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Lines compare without case or spacing differences. */
function key(line: string): string {
  return line.toLowerCase().split(/\s+/).join(" ");
}
