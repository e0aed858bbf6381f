/**
 * Which knowledge passages a finished draft actually drew on, so `sources` names only those
 * (issue 27: a passage retrieved but never used is not a source). The same test holds for any
 * provider: a passage counts when the draft repeats a run of five of its words (lower-cased,
 * punctuation ignored) that carries at least two meaningful words, or one of the names it puts in
 * quotes ('The Payout Ratio Checklist'). A model that paraphrases everything is credited with
 * nothing it did not visibly use.
 */
export function passagesUsedIn(draft: string, passages: ReadonlyArray<{ text: string }>): number[] {
  const draftWords = normalisedWords(draft);
  const shingles = new Set<string>();
  for (let i = 0; i + RUN <= draftWords.length; i += 1) {
    shingles.add(draftWords.slice(i, i + RUN).join(" "));
  }
  const flatDraft = ` ${draftWords.join(" ")} `;
  const used: number[] = [];
  passages.forEach((passage, index) => {
    const words = normalisedWords(passage.text);
    for (let i = 0; i + RUN <= words.length; i += 1) {
      const run = words.slice(i, i + RUN);
      if (meaningful(run) >= 2 && shingles.has(run.join(" "))) {
        used.push(index);
        return;
      }
    }
    for (const name of quotedNames(passage.text)) {
      const key = normalisedWords(name).join(" ");
      if (key.split(" ").length >= 2 && flatDraft.includes(` ${key} `)) {
        used.push(index);
        return;
      }
    }
  });
  return used;
}

const RUN = 5;

const SMALL = new Set(
  "a an and are as at be by for from has have in is it its of on or our that the this to was we with you your".split(
    " ",
  ),
);

function normalisedWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(Boolean);
}

function meaningful(words: string[]): number {
  return words.filter((w) => w.length >= 4 && !SMALL.has(w)).length;
}

/** Names written in quotes: 'The Retirement Income Blueprint', "Dividend Calendar". */
function quotedNames(text: string): string[] {
  const names: string[] = [];
  const quotes: Record<string, string> = { "'": "'", "‘": "’", "“": "”", '"': '"' };
  for (let i = 0; i < text.length; i += 1) {
    const close = quotes[text[i] ?? ""];
    // An opening quote starts a word (so "it's" is not one).
    if (!close || (i > 0 && /[\p{L}\p{N}]/u.test(text[i - 1] ?? ""))) continue;
    const end = text.indexOf(close, i + 1);
    if (end === -1 || end - i > 80) continue;
    names.push(text.slice(i + 1, end));
    i = end;
  }
  return names;
}
