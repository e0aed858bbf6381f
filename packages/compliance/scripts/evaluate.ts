/**
 * Prints the checker's recall, precision, category accuracy and per-category recall on a
 * labelled corpus: `pnpm --filter @studio/compliance evaluate [corpus.json] [--json] [--quiet]`
 * (default: corpus/sentences.json; a JSON object with `sentences: [{ text, category | null }]`,
 * extra fields such as `source` ignored). `--quiet` leaves out the list of misses.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { evaluate, type LabelledSentence } from "../src/evaluate";

const path =
  process.argv.slice(2).find((arg) => !arg.startsWith("--")) ??
  fileURLToPath(new URL("../corpus/sentences.json", import.meta.url));
const parsed = JSON.parse(readFileSync(path, "utf8")) as { sentences: LabelledSentence[] };
const result = evaluate(parsed.sentences);
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

if (process.argv.includes("--json")) {
  console.log(
    JSON.stringify({
      recall: result.recall,
      precision: result.precision,
      categoryAccuracy: result.categoryAccuracy,
      sentences: result.sentences,
      perCategory: result.perCategory,
    }),
  );
} else {
  console.log(`sentences ${result.sentences} (${result.flaggedInCorpus} labelled as claims)`);
  console.log(
    `recall             ${pct(result.recall)}  (${result.truePositives} caught, ${result.falseNegatives} missed)`,
  );
  console.log(
    `precision          ${pct(result.precision)}  (${result.falsePositives} false alarms)`,
  );
  console.log(`category accuracy  ${pct(result.categoryAccuracy)}`);
  console.log("recall by category (caught / labelled; caught under that category)");
  for (const [category, f] of Object.entries(result.perCategory)) {
    console.log(
      `  ${category.padEnd(16)} ${pct(f.recall).padStart(6)}  (${f.caught}/${f.labelled}; ${f.rightCategory} as ${category})`,
    );
  }
  if (!process.argv.includes("--quiet")) {
    for (const miss of result.misses) console.log(`  missed [${miss.category}] ${miss.text}`);
    for (const alarm of result.falseAlarms) {
      console.log(`  false alarm [${alarm.flags.map((f) => f.rule).join(", ")}] ${alarm.text}`);
    }
    for (const wrong of result.wrongCategory) {
      console.log(`  wrong category [${wrong.category} → ${wrong.predicted}] ${wrong.text}`);
    }
  }
}
