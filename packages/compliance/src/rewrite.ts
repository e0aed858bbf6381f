/**
 * Whole-sentence rewrites, for findings that are not a rule's match (the scorer's): the checker
 * turns each into the smallest edit of the sentence it makes (fix.ts). Rules edit their own
 * words instead (rule-engine.ts).
 */
export type Rewrite = (sentence: string) => string | null;

/** Appends a sentence of disclosure or balance after the sentence. */
export function append(addition: string): Rewrite {
  return (sentence) => `${endWithStop(sentence)} ${addition}`;
}

export function endWithStop(sentence: string): string {
  const trimmed = sentence.trimEnd();
  if (/[.?]["”')]?$/.test(trimmed)) return trimmed;
  let end = trimmed.length;
  while (end > 0 && trimmed[end - 1] === "!") end -= 1;
  return `${trimmed.slice(0, end)}.`;
}
