import { fingerprintOf, loadRealCorpus, type RealSentence } from "./corpus";
import type { PackedModel } from "./model";
import { settings as shipped, type TrainingSettings } from "./settings";
import { fit, pack, sampleWeights, vectorize } from "./train";
import { trainingSentences } from "./training-set";

/** The fingerprint of what the shipped model is trained from: sentences, labels and settings. */
export function trainingFingerprint(
  real: readonly RealSentence[] = loadRealCorpus(),
  settings: TrainingSettings = shipped,
): string {
  const { sentences } = trainingSentences(real);
  return fingerprintOf({
    sentences: sentences.map((s) => [s.text, s.category, s.weighty]),
    settings,
  });
}

/** Fits the shipped model on our own sets and the real TRAIN split (offline: the train script). */
export function fitShippedModel(
  real: readonly RealSentence[] = loadRealCorpus(),
  settings: TrainingSettings = shipped,
): { model: PackedModel; sentences: number; real: number } {
  const { sentences } = trainingSentences(real);
  const matrix = vectorize(sentences, settings.features);
  const rows = sentences.map((_, i) => i);
  const weights = sampleWeights(matrix, rows, settings.balance, (r) =>
    sentences[r]!.weighty ? settings.realWeight : 1,
  );
  const params = fit(matrix, rows, weights, { l2: settings.l2 });
  const model = pack(matrix, params, {
    features: settings.features,
    thresholds: settings.thresholds,
    prune: settings.prune,
    fingerprint: trainingFingerprint(real, settings),
  });
  return { model, sentences: sentences.length, real: sentences.filter((s) => s.real).length };
}
