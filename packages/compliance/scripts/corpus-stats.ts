/**
 * Validates the real-text corpus and prints its counts (issue 23):
 * `pnpm --filter @studio/compliance exec tsx scripts/corpus-stats.ts [dir ...]`
 * (default: corpus/real). Checks that every file parses, every item has text, category, source
 * and sourceKind, the category is one of the seven values, and no text repeats across the files
 * (case-, whitespace- and quote-style-insensitive, since the same sentence is often quoted with
 * curly quotes in one source and straight quotes in another). Exits 1 on any problem.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { customRuleCategories } from "@studio/shared";

// A corpus item is one of the sentence-level categories, or "null" (nothing to flag).
const CATEGORIES = new Set<string>([...customRuleCategories, "null"]);

type Item = { text?: unknown; category?: unknown; source?: unknown; sourceKind?: unknown };

const dirs = process.argv.slice(2);
if (dirs.length === 0) dirs.push(fileURLToPath(new URL("../corpus/real", import.meta.url)));

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s"'“”‘’]+/g, " ")
    .replace(/[.!?,;:\s]+$/, "")
    .trim();

const problems: string[] = [];
const seen = new Map<string, string>();
const byCategory = new Map<string, number>();
const byKind = new Map<string, number>();
const sources = new Set<string>();
let total = 0;
const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

for (const dir of dirs) {
  for (const name of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const file = join(dir, name);
    let items: Item[];
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8")) as { sentences?: unknown };
      if (!Array.isArray(parsed.sentences)) throw new Error("no sentences array");
      items = parsed.sentences as Item[];
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
      continue;
    }
    items.forEach((item, index) => {
      const where = `${file}#${index}`;
      const { text, source, sourceKind } = item;
      // JSON null is the "compliant" label; report it under the name the guide uses.
      const category = item.category === null ? "null" : item.category;
      if (
        typeof text !== "string" ||
        typeof source !== "string" ||
        typeof sourceKind !== "string"
      ) {
        problems.push(`${where}: text, source and sourceKind must be strings`);
        return;
      }
      if (typeof category !== "string" || !CATEGORIES.has(category)) {
        problems.push(`${where}: bad category ${JSON.stringify(item.category)}`);
        return;
      }
      const key = normalise(text);
      const first = seen.get(key);
      if (first) problems.push(`${where}: duplicate of ${first}: ${text.slice(0, 80)}`);
      else seen.set(key, where);
      total += 1;
      bump(byCategory, category);
      bump(byKind, sourceKind);
      sources.add(source);
    });
  }
}

const show = (map: Map<string, number>) =>
  [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `  ${key.padEnd(20)} ${count}`)
    .join("\n");

console.log(`sentences ${total}, distinct sources ${sources.size}`);
console.log(`by category\n${show(byCategory)}`);
console.log(`by sourceKind\n${show(byKind)}`);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
