import {
  type Database,
  databaseNow,
  insertScheduleRun,
  lockDueSchedules,
  setScheduleSlots,
} from "@studio/db";
import type { Kysely } from "kysely";
import type { JobQueue } from "../jobs/job-queue";
import { nextSlot } from "./cron";

/** A slot claimed later than this after its time was missed (every instance was down). */
const CATCH_UP_AFTER_MS = 2 * 60 * 1000;
const CLAIM_BATCH = 50;

/**
 * Starts the runs whose slot has come: each due schedule is locked (rows another instance holds
 * are skipped), its run and the run's job are written, and its next slot is computed from now,
 * in one transaction. A schedule whose slots passed while every instance was down is therefore
 * run once, not once per missed slot. Answers the runs started.
 */
export async function startDueRuns(db: Kysely<Database>, jobs: JobQueue): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const due = await lockDueSchedules(trx, CLAIM_BATCH);
    if (due.length === 0) return 0;
    const now = await databaseNow(trx);
    for (const schedule of due) {
      const missed = now.getTime() - schedule.nextRunAt.getTime() > CATCH_UP_AFTER_MS;
      const runId = await insertScheduleRun(trx, {
        scheduleId: schedule.id,
        trigger: missed ? "catch_up" : "cron",
        scheduledFor: schedule.nextRunAt,
      });
      let next: Date | null;
      try {
        next = nextSlot(schedule.cron, schedule.timezone, now);
      } catch {
        // Stored expressions were checked when saved; one a later parser refuses stops here.
        next = null;
      }
      await setScheduleSlots(trx, schedule.id, { nextRunAt: next, lastRunAt: now });
      await jobs.enqueue("schedule.run", { runId }, { trx });
    }
    return due.length;
  });
}

export interface ScheduleClock {
  stop(): void;
}

/**
 * Looks for due schedules at start-up (the catch-up) and then every `intervalMs` on every
 * instance; the row locks decide which instance starts each run.
 */
export async function startScheduleClock(
  db: Kysely<Database>,
  jobs: JobQueue,
  options: { intervalMs: number; onError: (error: unknown) => void },
): Promise<ScheduleClock> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = startDueRuns(db, jobs).catch(options.onError);
    return running;
  };
  await tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
