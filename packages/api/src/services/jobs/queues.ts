/**
 * Every job the product runs, with its payload and how its queue behaves. A new kind of job is
 * one entry in each of the two lists below; nothing else has to know about it.
 */
export interface JobPayloads {
  /** One attempt of a webhook delivery; a later attempt is a new job (see webhooks/deliveries). */
  "webhook.deliver": { deliveryId: number; attempt: number };
  /** One run of a scheduled draft: a draft per topic, each submitted for review. */
  "schedule.run": { runId: number };
}

export type JobName = keyof JobPayloads;

export interface QueueSettings {
  /**
   * Tries after the first when a handler throws or its instance dies mid-job. A handler that
   * handles its own failures (webhook attempts) still wants a few: they cover a crash.
   */
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * A job still active this long is taken as lost (its instance died) and retried elsewhere. Set
   * it well above the handler's longest honest run, so a slow job is not run twice at once.
   */
  expireInSeconds: number;
  /** Jobs one fetch takes (they run concurrently on the instance). */
  batchSize: number;
  /** How often an idle worker looks for jobs; NOTIFY wakes it sooner. */
  pollingIntervalSeconds: number;
}

export const jobQueues: Record<JobName, QueueSettings> = {
  // An attempt is bounded by its 10 s timeout; 30 s leaves room on a loaded machine, and is how
  // long the deliveries a crashed instance was sending wait before another instance takes them.
  "webhook.deliver": {
    retryLimit: 5,
    retryDelaySeconds: 5,
    expireInSeconds: 30,
    batchSize: 25,
    pollingIntervalSeconds: 1,
  },
  // A run drafts up to 20 topics with a model: minutes, not seconds.
  "schedule.run": {
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    batchSize: 1,
    pollingIntervalSeconds: 2,
  },
};
