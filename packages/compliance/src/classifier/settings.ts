import type { FeatureOptions } from "./features";
import type { Thresholds } from "./model";

/**
 * The classifier's hyper-parameters, chosen by cross-validation grouped by source on the real
 * TRAIN set (`tsx scripts/cv.ts`; corpus/RESULTS.md has the search). `pnpm --filter
 * @studio/compliance train` fits the model with these on all of TRAIN and our own sets.
 */
export interface TrainingSettings {
  features: FeatureOptions;
  /** L2 penalty per unit of sample weight. */
  l2: number;
  /** Class balancing: 0 as counted, 1 each class weighing the same. */
  balance: number;
  /** How much one real sentence counts against one of our own written sentences. */
  realWeight: number;
  /** Buckets whose largest weight is below this are left out of the packed model. */
  prune: number;
  thresholds: Thresholds;
}

export const settings: TrainingSettings = {
  features: {
    bits: 20,
    wordNgrams: 2,
    charMin: 3,
    charMax: 5,
    concepts: true,
    charWeight: 1,
    conceptWeight: 1,
  },
  l2: 1e-3,
  balance: 0.5,
  realWeight: 2,
  prune: 0.02,
  thresholds: { flag: 0.5, block: 0.8, upgrade: 0.7 },
};
