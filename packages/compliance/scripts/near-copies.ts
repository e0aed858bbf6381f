/**
 * Finds sentences of new real-corpus files that nearly repeat a sentence of another source:
 * `tsx scripts/near-copies.ts FILE... [--drop]` (issue 23). Near: their word sets, figures
 * aside, overlap by a Jaccard index of 0.75 or more. Each file is compared with `corpus/real/`
 * and with the other files given; `--drop` rewrites the files without their near-copies. A near
 * copy under another source would let one text straddle TRAIN and TEST, or let a held-out set
 * repeat what the model trained on.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { loadRealCorpus, REAL_CORPUS_DIR } from "../src/classifier/corpus";

const NEAR = 0.75;

interface Item {
  text: string;
  source: string;
}

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []);

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (files.length === 0) throw new Error("usage: tsx scripts/near-copies.ts FILE... [--drop]");
const drop = process.argv.includes("--drop");

const known: { item: Item; words: Set<string>; where: string }[] = loadRealCorpus([
  REAL_CORPUS_DIR,
]).map((s) => ({ item: s, words: wordsOf(s.text), where: `real/${s.file}` }));
const parsed = files.map((file) => ({
  file: resolve(file),
  data: JSON.parse(readFileSync(file, "utf8")) as { sentences: Item[] },
}));
for (const { file, data } of parsed) {
  for (const item of data.sentences) known.push({ item, words: wordsOf(item.text), where: file });
}

const order = new Map(known.map((k, n) => [k.item, n]));

// Candidates share at least one of a sentence's rarest words: two sets within Jaccard 0.75
// share all but a quarter of the smaller one's words.
const frequency = new Map<string, number>();
for (const k of known) for (const w of k.words) frequency.set(w, (frequency.get(w) ?? 0) + 1);
const byWord = new Map<string, number[]>();
known.forEach((k, n) => {
  for (const w of k.words) {
    const list = byWord.get(w);
    if (list) list.push(n);
    else byWord.set(w, [n]);
  }
});

let found = 0;
for (const { file, data } of parsed) {
  const kept: Item[] = [];
  for (const item of data.sentences) {
    const words = wordsOf(item.text);
    const rarest = [...words]
      .sort((a, b) => frequency.get(a)! - frequency.get(b)!)
      .slice(0, Math.ceil(words.size / 4) + 1);
    const candidates = new Set(rarest.flatMap((w) => byWord.get(w) ?? []));
    const self = order.get(item)!;
    // Of two near-copies the later one goes: the corpus's first, then the files in order.
    const copy = [...candidates]
      .filter((n) => n < self)
      .map((n) => known[n]!)
      .find((k) => k.item.source !== item.source && jaccard(words, k.words) >= NEAR);
    if (copy) {
      found += 1;
      console.log(`${file}: "${item.text}"\n  ~ ${copy.where}: "${copy.item.text}"`);
    } else kept.push(item);
  }
  if (drop && kept.length < data.sentences.length) {
    writeFileSync(file, `${JSON.stringify({ ...data, sentences: kept }, null, 2)}\n`);
  }
}
console.log(`${found} near-copies${drop ? " dropped" : ""}`);
