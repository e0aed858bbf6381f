/**
 * Every match of a global regex, by `exec` on the regex itself. `String.prototype.matchAll`
 * clones the regex on every call, which cost more than the matching on short sentences.
 * Not re-entrant for one regex object: callers never nest a scan of the same pattern.
 */
export function execAll(pattern: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    out.push(match);
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  pattern.lastIndex = 0;
  return out;
}
