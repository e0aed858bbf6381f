/** Small, predictable sentence edits the rules' suggestions are built from. */

export type Rewrite = (sentence: string) => string | null;

/** Replaces every match of `pattern` (a global regex) and tidies the result. */
export function replaceAll(pattern: RegExp, replacement: string): Rewrite {
  return (sentence) => {
    pattern.lastIndex = 0;
    if (!pattern.test(sentence)) return null;
    return tidy(sentence.replace(pattern, (...args) => keepCase(args[0], replacement, args)));
  };
}

/** Appends a sentence of disclosure or balance after the sentence. */
export function append(addition: string): Rewrite {
  return (sentence) => `${endWithStop(sentence)} ${addition}`;
}

/** Runs several edits in order; a null from one leaves the text as it was. */
export function chain(...rewrites: Rewrite[]): Rewrite {
  return (sentence) => {
    let text = sentence;
    for (const rewrite of rewrites) text = rewrite(text) ?? text;
    return text === sentence ? null : text;
  };
}

export function endWithStop(sentence: string): string {
  const trimmed = sentence.trimEnd();
  return /[.!?]["”']?$/.test(trimmed) ? trimmed.replace(/!+(["”']?)$/, ".$1") : `${trimmed}.`;
}

// `$1`-style group references in a replacement, resolved against the match's groups.
function keepCase(matched: string, replacement: string, args: unknown[]): string {
  const groups = args.slice(1, -2).map((g) => (typeof g === "string" ? g : ""));
  let out = replacement.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? "");
  if (/^[A-Z]/.test(matched) && out.length > 0) out = out[0]!.toUpperCase() + out.slice(1);
  return out;
}

/** Collapses the gaps an edit leaves, capitalises the first letter and fixes "a"/"an". */
export function tidy(text: string): string {
  let out = text
    .replace(/\s{2,}/g, " ")
    .replace(/\s+([,.;:!?])/g, "$1")
    .replace(/([,;:])\1+/g, "$1")
    .replace(/^[\s,;:–—-]+/, "")
    .replace(/,\s*([.!?])/g, "$1")
    .replace(/\b([Aa]) ([aeio][a-z])/g, "$1n $2")
    .replace(/\b([Aa])n ([b-df-hj-np-tv-z])/g, "$1 $2")
    .trim();
  if (out.length > 0) out = out[0]!.toUpperCase() + out.slice(1);
  return out;
}
