import {
  contentTitles,
  type Database,
  type Db,
  databaseNow,
  deleteSchedule,
  findProductTopicIds,
  findSchedule,
  findScheduleRun,
  insertSchedule,
  insertScheduleRun,
  listRecentRuns,
  listSchedules,
  type ScheduleRecord,
  type ScheduleRunRecord,
  setScheduleEnabled,
  type UserRecord,
} from "@studio/db";
import {
  AppError,
  type CreateScheduleRequest,
  type GenerationOptions,
  pickGenerationOptions,
  SCHEDULE_RUNS_SHOWN,
  type ScheduleDto,
  type ScheduleRunDto,
  scheduleMessages,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { JobQueue } from "../jobs/job-queue";
import { nextSlot } from "./cron";

/**
 * Who may do what: a signed-in person schedules drafts for their own library and sees and
 * changes only their own schedules (another's answers 404); an administrator sees and changes
 * everyone's. A schedule's drafts always land in its owner's library.
 */
type Caller = Pick<UserRecord, "id" | "role">;

function visibleTo(caller: Caller, schedule: ScheduleRecord): boolean {
  return caller.role === "admin" || schedule.ownerId === caller.id;
}

async function requireSchedule(db: Db, caller: Caller, id: number): Promise<ScheduleRecord> {
  const schedule = await findSchedule(db, id);
  if (!schedule || !visibleTo(caller, schedule)) {
    throw new AppError("NOT_FOUND", scheduleMessages.notFound);
  }
  return schedule;
}

function readOptions(value: unknown): GenerationOptions {
  return typeof value === "object" && value !== null
    ? pickGenerationOptions(value as GenerationOptions)
    : {};
}

function readErrors(value: unknown): { topicId: number; message: string }[] {
  return Array.isArray(value)
    ? value.filter(
        (e): e is { topicId: number; message: string } =>
          typeof e === "object" && e !== null && "topicId" in e && "message" in e,
      )
    : [];
}

function runDto(run: ScheduleRunRecord, titles: Map<number, string>): ScheduleRunDto {
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    scheduledFor: run.scheduledFor.toISOString(),
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    // A draft deleted since is left out; the run still counts it in its history.
    drafts: run.contentIds.flatMap((id) => {
      const title = titles.get(id);
      return title === undefined ? [] : [{ id, title }];
    }),
    errors: readErrors(run.errors),
  };
}

async function toDtos(db: Db, schedules: ScheduleRecord[]): Promise<ScheduleDto[]> {
  const runs = await listRecentRuns(
    db,
    schedules.map((s) => s.id),
    SCHEDULE_RUNS_SHOWN,
  );
  const titles = await contentTitles(db, [...new Set(runs.flatMap((r) => r.contentIds))]);
  return schedules.map((s) => ({
    id: s.id,
    owner: { id: s.ownerId, username: s.ownerName },
    botType: s.botType,
    productId: s.productId,
    topicIds: s.topicIds,
    options: readOptions(s.options),
    cron: s.cron,
    timezone: s.timezone,
    enabled: s.enabled,
    nextRunAt: s.nextRunAt?.toISOString() ?? null,
    lastRunAt: s.lastRunAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
    runs: runs.filter((r) => r.scheduleId === s.id).map((r) => runDto(r, titles)),
  }));
}

async function scheduleDto(db: Db, id: number): Promise<ScheduleDto> {
  const schedule = await findSchedule(db, id);
  if (!schedule) throw new AppError("NOT_FOUND", scheduleMessages.notFound);
  const [dto] = await toDtos(db, [schedule]);
  if (!dto) throw new AppError("NOT_FOUND", scheduleMessages.notFound);
  return dto;
}

/** A new schedule of the caller's, enabled, its first slot computed in its time zone. */
export async function createSchedule(
  db: Db,
  caller: Caller,
  input: CreateScheduleRequest,
): Promise<ScheduleDto> {
  const now = await databaseNow(db);
  const first = nextSlot(input.cron, input.timezone, now);
  const found = await findProductTopicIds(db, input.productId, input.topicIds);
  if (!found.productExists) throw new AppError("NOT_FOUND", scheduleMessages.productNotFound);
  const stray = input.topicIds.find((id) => !found.topicIds.includes(id));
  if (stray !== undefined) throw new AppError("BAD_REQUEST", scheduleMessages.topicNotFound(stray));
  const id = await insertSchedule(db, {
    ownerId: caller.id,
    botType: input.botType,
    productId: input.productId,
    topicIds: input.topicIds,
    options: pickGenerationOptions(input.options),
    cron: input.cron,
    timezone: input.timezone,
    nextRunAt: first,
  });
  return scheduleDto(db, id);
}

export async function listScheduleDtos(db: Db, caller: Caller): Promise<ScheduleDto[]> {
  return toDtos(db, await listSchedules(db, caller.role === "admin" ? null : caller.id));
}

/** Enables (from the next slot after now: missed ones are not made up) or disables. */
export async function setScheduleEnabledFor(
  db: Db,
  caller: Caller,
  input: { id: number; enabled: boolean },
): Promise<ScheduleDto> {
  const schedule = await requireSchedule(db, caller, input.id);
  const next = input.enabled
    ? nextSlot(schedule.cron, schedule.timezone, await databaseNow(db))
    : null;
  await setScheduleEnabled(db, schedule.id, input.enabled, next);
  return scheduleDto(db, schedule.id);
}

export async function removeSchedule(db: Db, caller: Caller, id: number): Promise<{ id: number }> {
  await requireSchedule(db, caller, id);
  await deleteSchedule(db, id);
  return { id };
}

/**
 * Runs a schedule now, whatever its slot (enabled or not): the run and its job are written
 * together, and the run is answered while it waits in the queue.
 */
export async function runScheduleNow(
  db: Kysely<Database>,
  jobs: JobQueue,
  caller: Caller,
  id: number,
): Promise<ScheduleRunDto> {
  const schedule = await requireSchedule(db, caller, id);
  const runId = await db.transaction().execute(async (trx) => {
    const created = await insertScheduleRun(trx, {
      scheduleId: schedule.id,
      trigger: "manual",
      scheduledFor: await databaseNow(trx),
    });
    await jobs.enqueue("schedule.run", { runId: created }, { trx });
    return created;
  });
  const run = await findScheduleRun(db, runId);
  if (!run) throw new AppError("NOT_FOUND", scheduleMessages.notFound);
  return runDto(run, new Map());
}
