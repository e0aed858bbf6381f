/**
 * The one rule for "says something" (issue 24 item 3): a reason a reviewer gives for approving
 * flagged text must contain at least one character a reader can see. Whitespace, zero-width and
 * other format characters, control characters, lone combining marks and the blank look-alikes
 * (Hangul fillers, the braille blank) do not count. The zod schemas and the approve dialog both
 * use it, so the form refuses exactly what the server refuses.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text.replace(INVISIBLE, ""));
}
