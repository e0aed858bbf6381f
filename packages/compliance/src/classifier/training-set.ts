import { join } from "node:path";
import { applyRewrites } from "@studio/shared";
import { checkText } from "../check-text";
import type { LabelledSentence } from "../evaluate";
import { rulebook } from "../rulebook";
import {
  CORPUS_DIR,
  DEMO_COPY,
  loadCorpusFile,
  loadRealCorpus,
  type RealSentence,
  SELF_WRITTEN_TRAINING,
  splitBySource,
} from "./corpus";

/**
 * The built-in rules' own examples, which run as tests of the whole checker: each flagged
 * example is a claim of its rule's category; each compliant example, and each flagged
 * example after the rule's rewrite, is compliant. Trained on so the model agrees with them.
 */
export function ruleExamples(): LabelledSentence[] {
  return rulebook.flatMap((rule) => [
    ...rule.examples.flagged.map((text) => ({ text, category: rule.category })),
    ...rule.examples.compliant.map((text) => ({ text, category: null })),
    ...rule.examples.flagged.flatMap((text) => {
      // The rule's own fix, applied as the editor applies it.
      const own = checkText(text).flags.find((flag) => flag.rule === rule.id);
      const rewritten = own?.fix ? applyRewrites(text, [own]) : text;
      return rewritten !== text ? [{ text: rewritten, category: null }] : [];
    }),
  ]);
}

/**
 * One training sentence, and whether it counts as much as real public text: real sentences, the
 * rules' examples (few, and the checker's own tests) and the demo composer's copy count
 * `realWeight` times our own written sets.
 */
export interface TrainingSentence extends LabelledSentence {
  real: boolean;
  weighty: boolean;
  /** The source it came from; our own sets are grouped per file. */
  source: string;
}

/** Our own sets, the rules' examples and the real TRAIN split: what the shipped model is fitted on. */
export function trainingSentences(real: readonly RealSentence[] = loadRealCorpus()): {
  sentences: TrainingSentence[];
  test: RealSentence[];
} {
  const split = splitBySource(real);
  const own = SELF_WRITTEN_TRAINING.flatMap((name) =>
    loadCorpusFile(join(CORPUS_DIR, name)).map(
      (s): TrainingSentence => ({
        text: s.text,
        category: s.category,
        real: false,
        // The product's own demo copy must not be flagged: it counts as much as real text.
        weighty: name === DEMO_COPY,
        source: "own",
      }),
    ),
  );
  const rules = ruleExamples().map(
    (s): TrainingSentence => ({
      text: s.text,
      category: s.category,
      real: false,
      weighty: true,
      source: "rules",
    }),
  );
  const train = split.train.map(
    (s): TrainingSentence => ({
      text: s.text,
      category: s.category,
      real: true,
      weighty: true,
      source: s.source,
    }),
  );
  return { sentences: [...own, ...rules, ...train], test: split.test };
}
