import {
  type Database,
  findSchedule,
  findScheduleRun,
  findUserById,
  finishScheduleRun,
  markScheduleRunStarted,
  recordScheduleRunTopic,
} from "@studio/db";
import { type GenerationOptions, isAppError, pickGenerationOptions } from "@studio/shared";
import type { Kysely } from "kysely";
import { generateContent } from "../generation/generation";
import type { StreamSlots } from "../generation/stream-slots";
import type { JobContext, JobQueue } from "../jobs/job-queue";
import type { CacheInvalidation } from "../platform/cache-invalidation";
import { submitContent } from "../review/content-review";
import type { AiGateway } from "../usage/ai-spend-gate";
import type { GenerationLimits } from "../usage/usage-limits";

export interface ScheduleRunDeps {
  db: Kysely<Database>;
  jobs: JobQueue;
  ai: AiGateway;
  limits: GenerationLimits;
  caches: CacheInvalidation;
  /** The owner's concurrent AI calls on this instance, counted as a request's would be. */
  streamSlots: StreamSlots;
}

/** What a run records for a topic that failed: our own messages as they are, others masked. */
function failureMessage(error: unknown): string {
  return isAppError(error) ? error.message : "The draft could not be written.";
}

/**
 * One run of a schedule (the `schedule.run` job): for each topic not yet done, a draft through
 * the same generation service the generators use (so the owner's quota, allowance and the
 * budget apply, and the draft lands in the owner's library), submitted for review, which tells
 * the reviewers (each submission notifies them, as a writer's does). Each topic's outcome is recorded as it finishes, so a run retried after a
 * crash does not draft a topic twice. It writes drafts; it never sends anything.
 */
export async function runScheduledDrafts(
  deps: ScheduleRunDeps,
  job: JobContext<{ runId: number }>,
): Promise<void> {
  const { db } = deps;
  const run = await findScheduleRun(db, job.data.runId);
  if (!run || run.status === "done" || run.status === "failed") return;
  const schedule = await findSchedule(db, run.scheduleId);
  const owner = schedule ? await findUserById(db, schedule.ownerId) : undefined;
  if (!schedule || !owner?.approved) {
    await finishScheduleRun(db, run.id, "failed");
    return;
  }
  await markScheduleRunStarted(db, run.id);

  const options: GenerationOptions =
    typeof schedule.options === "object" && schedule.options !== null
      ? pickGenerationOptions(schedule.options as GenerationOptions)
      : {};
  const written = [...run.contentIds];
  let failures = 0;
  for (const topicId of schedule.topicIds) {
    if (run.doneTopicIds.includes(topicId)) continue;
    // Stopping: leave the rest to the retry, on this instance or another.
    if (job.signal.aborted) throw new Error("stopped during a scheduled run");
    try {
      let contentId: number | undefined;
      for await (const event of generateContent(
        {
          db,
          ai: deps.ai,
          userId: owner.id,
          // Only visitors are counted by address; the owner is counted by account.
          clientIp: "schedule",
          limits: deps.limits,
          signal: job.signal,
          caches: deps.caches,
          streamSlots: deps.streamSlots,
        },
        { botType: schedule.botType, productId: schedule.productId, topicId, ...options },
      )) {
        if (event.type === "done") contentId = event.contentId;
      }
      if (contentId === undefined) throw new Error("the generation ended without a draft");
      await submitContent(db, owner, contentId, deps.jobs);
      await recordScheduleRunTopic(db, run.id, { topicId, contentId });
      written.push(contentId);
    } catch (error) {
      if (job.signal.aborted) throw error;
      failures += 1;
      await recordScheduleRunTopic(db, run.id, { topicId, error: failureMessage(error) });
    }
  }
  const anyWritten = written.length > 0;
  await finishScheduleRun(db, run.id, anyWritten || failures === 0 ? "done" : "failed");
}
