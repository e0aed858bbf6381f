import type { LabelledSentence } from "../evaluate";
import { loadRealCorpus, loadSelfWritten, type RealSentence, splitBySource } from "./corpus";

/** One training sentence, and whether it is real public text (it may count for more). */
export interface TrainingSentence extends LabelledSentence {
  real: boolean;
  /** The source it came from; our own sets are grouped per file. */
  source: string;
}

/** Our own sets plus the real TRAIN split: what the shipped model is fitted on. */
export function trainingSentences(real: readonly RealSentence[] = loadRealCorpus()): {
  sentences: TrainingSentence[];
  test: RealSentence[];
} {
  const split = splitBySource(real);
  const own = loadSelfWritten().map(
    (s): TrainingSentence => ({ text: s.text, category: s.category, real: false, source: "own" }),
  );
  const train = split.train.map(
    (s): TrainingSentence => ({ text: s.text, category: s.category, real: true, source: s.source }),
  );
  return { sentences: [...own, ...train], test: split.test };
}
