/** Test and bench support: the labelled real-text corpus and the figures computed on it. */
export { loadRealCorpus, type RealSentence, type Split, splitBySource } from "../classifier/corpus";
export { type Evaluation, evaluate } from "../evaluate";
