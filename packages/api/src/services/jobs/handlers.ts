import type { Database } from "@studio/db";
import type { Kysely } from "kysely";
import type { StreamSlots } from "../generation/stream-slots";
import type { CacheInvalidation } from "../platform/cache-invalidation";
import { runScheduledDrafts } from "../schedules/schedule-run";
import type { AiGateway } from "../usage/ai-spend-gate";
import type { GenerationLimits } from "../usage/usage-limits";
import { runDeliveryAttempt } from "../webhooks/deliveries";
import type { JobQueue } from "./job-queue";

/** What the app hands the job handlers: the services' dependencies, no request. */
export interface JobHandlerDeps {
  db: Kysely<Database>;
  /** The spend gate's handle on the provider: scheduled runs are metered like any call. */
  ai: AiGateway;
  generationLimits: GenerationLimits;
  invalidation: CacheInvalidation;
  streamSlots: StreamSlots;
  webhookAllowPrivate: boolean;
  /** Shorter webhook retry delays (tests); WEBHOOK_RETRY_DELAYS_SECONDS otherwise. */
  webhookRetryDelaysSeconds?: readonly number[];
}

/** Every job this instance runs, by queue: called once at start-up, before the queue starts. */
export async function registerJobHandlers(jobs: JobQueue, deps: JobHandlerDeps): Promise<void> {
  await jobs.work("webhook.deliver", (job) =>
    runDeliveryAttempt(
      {
        db: deps.db,
        jobs,
        allowPrivate: deps.webhookAllowPrivate,
        ...(deps.webhookRetryDelaysSeconds
          ? { retryDelaysSeconds: deps.webhookRetryDelaysSeconds }
          : {}),
      },
      job,
    ),
  );
  await jobs.work("schedule.run", (job) =>
    runScheduledDrafts(
      {
        db: deps.db,
        jobs,
        ai: deps.ai,
        limits: deps.generationLimits,
        caches: deps.invalidation,
        streamSlots: deps.streamSlots,
      },
      job,
    ),
  );
}
