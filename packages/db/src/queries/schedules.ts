import type { ScheduleBotType, ScheduleRunStatus, ScheduleRunTrigger } from "@studio/shared";
import { sql } from "kysely";
import type { Db } from "../schema";

/** What a schedule runs and when: the bot, its product, topics and options, the cron and zone. */
export interface ScheduleSpec {
  botType: ScheduleBotType;
  productId: number;
  topicIds: number[];
  options: unknown;
  cron: string;
  timezone: string;
}

export interface ScheduleRecord extends ScheduleSpec {
  id: number;
  ownerId: number;
  ownerName: string;
  enabled: boolean;
  nextRunAt: Date | null;
  lastRunAt: Date | null;
  createdAt: Date;
}

const scheduleColumns = [
  "schedules.id",
  "schedules.owner_id as ownerId",
  "users.username as ownerName",
  "schedules.bot_type as botType",
  "schedules.product_id as productId",
  "schedules.topic_ids as topicIds",
  "schedules.options",
  "schedules.cron",
  "schedules.timezone",
  "schedules.enabled",
  "schedules.next_run_at as nextRunAt",
  "schedules.last_run_at as lastRunAt",
  "schedules.created_at as createdAt",
] as const;

function selectSchedules(db: Db) {
  return db
    .selectFrom("schedules")
    .innerJoin("users", "users.id", "schedules.owner_id")
    .select(scheduleColumns);
}

export async function insertSchedule(
  db: Db,
  schedule: ScheduleSpec & { ownerId: number; nextRunAt: Date },
): Promise<number> {
  const row = await db
    .insertInto("schedules")
    .values({
      owner_id: schedule.ownerId,
      bot_type: schedule.botType,
      product_id: schedule.productId,
      topic_ids: sql<number[]>`${sql.val(schedule.topicIds)}::integer[]`,
      options: JSON.stringify(schedule.options),
      cron: schedule.cron,
      timezone: schedule.timezone,
      next_run_at: schedule.nextRunAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Schedules, oldest first: one owner's, or everyone's when `ownerId` is null. */
export async function listSchedules(db: Db, ownerId: number | null): Promise<ScheduleRecord[]> {
  let query = selectSchedules(db);
  if (ownerId !== null) query = query.where("schedules.owner_id", "=", ownerId);
  return query.orderBy("schedules.id").execute();
}

export async function findSchedule(db: Db, id: number): Promise<ScheduleRecord | undefined> {
  return selectSchedules(db).where("schedules.id", "=", id).executeTakeFirst();
}

export async function setScheduleEnabled(
  db: Db,
  id: number,
  enabled: boolean,
  nextRunAt: Date | null,
): Promise<void> {
  await db
    .updateTable("schedules")
    .set({ enabled, next_run_at: nextRunAt })
    .where("id", "=", id)
    .execute();
}

export async function deleteSchedule(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("schedules").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The enabled schedules whose slot has come, locked for this transaction; rows another instance
 * holds are skipped, so each due slot is claimed by exactly one instance.
 */
export async function lockDueSchedules(
  db: Db,
  limit: number,
): Promise<{ id: number; cron: string; timezone: string; nextRunAt: Date }[]> {
  const rows = await db
    .selectFrom("schedules")
    .select(["id", "cron", "timezone", "next_run_at as nextRunAt"])
    .where("enabled", "=", true)
    .where("next_run_at", "<=", sql<Date>`now()`)
    .orderBy("next_run_at")
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.flatMap((r) => (r.nextRunAt ? [{ ...r, nextRunAt: r.nextRunAt }] : []));
}

export async function setScheduleSlots(
  db: Db,
  id: number,
  slots: { nextRunAt: Date | null; lastRunAt?: Date },
): Promise<void> {
  await db
    .updateTable("schedules")
    .set({
      next_run_at: slots.nextRunAt,
      ...(slots.lastRunAt ? { last_run_at: slots.lastRunAt } : {}),
    })
    .where("id", "=", id)
    .execute();
}

/** The database's clock, which every instance shares (their own clocks may drift apart). */
export async function databaseNow(db: Db): Promise<Date> {
  const row = await sql<{ now: Date }>`select now() as now`.execute(db);
  const now = row.rows[0]?.now;
  return now ? new Date(now) : new Date();
}

export interface ScheduleRunRecord {
  id: number;
  scheduleId: number;
  trigger: ScheduleRunTrigger;
  status: ScheduleRunStatus;
  scheduledFor: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  contentIds: number[];
  doneTopicIds: number[];
  errors: unknown;
}

const runColumns = [
  "schedule_runs.id",
  "schedule_runs.schedule_id as scheduleId",
  "schedule_runs.trigger",
  "schedule_runs.status",
  "schedule_runs.scheduled_for as scheduledFor",
  "schedule_runs.started_at as startedAt",
  "schedule_runs.finished_at as finishedAt",
  "schedule_runs.content_ids as contentIds",
  "schedule_runs.done_topic_ids as doneTopicIds",
  "schedule_runs.errors",
] as const;

export async function insertScheduleRun(
  db: Db,
  run: { scheduleId: number; trigger: ScheduleRunTrigger; scheduledFor: Date },
): Promise<number> {
  const row = await db
    .insertInto("schedule_runs")
    .values({
      schedule_id: run.scheduleId,
      trigger: run.trigger,
      scheduled_for: run.scheduledFor,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findScheduleRun(db: Db, id: number): Promise<ScheduleRunRecord | undefined> {
  return db.selectFrom("schedule_runs").select(runColumns).where("id", "=", id).executeTakeFirst();
}

/** The newest `perSchedule` runs of each schedule in `scheduleIds`. */
export async function listRecentRuns(
  db: Db,
  scheduleIds: number[],
  perSchedule: number,
): Promise<ScheduleRunRecord[]> {
  if (scheduleIds.length === 0) return [];
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom("schedule_runs")
        .select([
          ...runColumns,
          sql<number>`row_number() over (partition by schedule_id order by id desc)`.as("rank"),
        ])
        .where("schedule_id", "in", scheduleIds)
        .as("r"),
    )
    .selectAll()
    .where("rank", "<=", perSchedule)
    .orderBy("id", "desc")
    .execute();
}

export async function markScheduleRunStarted(db: Db, id: number): Promise<void> {
  await db
    .updateTable("schedule_runs")
    .set({ status: "running", started_at: sql<Date>`coalesce(started_at, now())` })
    .where("id", "=", id)
    .execute();
}

/** One topic done: its draft (when one was written) or its error, kept as the run goes. */
export async function recordScheduleRunTopic(
  db: Db,
  id: number,
  topic: { topicId: number; contentId?: number; error?: string },
): Promise<void> {
  await db
    .updateTable("schedule_runs")
    .set({
      done_topic_ids: sql<number[]>`array_append(done_topic_ids, ${topic.topicId}::integer)`,
      ...(topic.contentId !== undefined
        ? { content_ids: sql<number[]>`array_append(content_ids, ${topic.contentId}::integer)` }
        : {}),
      ...(topic.error !== undefined
        ? {
            errors: sql<string>`errors || ${JSON.stringify([{ topicId: topic.topicId, message: topic.error }])}::jsonb`,
          }
        : {}),
    })
    .where("id", "=", id)
    .execute();
}

export async function finishScheduleRun(
  db: Db,
  id: number,
  status: ScheduleRunStatus,
): Promise<void> {
  await db
    .updateTable("schedule_runs")
    .set({ status, finished_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

/** Titles of the drafts runs wrote (those still there). */
export async function contentTitles(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("generated_content")
    .select(["id", "title"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Which of `topicIds` belong to the product (the others cannot be scheduled for it). */
export async function findProductTopicIds(
  db: Db,
  productId: number,
  topicIds: number[],
): Promise<{ productExists: boolean; topicIds: number[] }> {
  const [product, topics] = await Promise.all([
    db.selectFrom("products").select("id").where("id", "=", productId).executeTakeFirst(),
    topicIds.length === 0
      ? []
      : db
          .selectFrom("topics")
          .select("id")
          .where("product_id", "=", productId)
          .where("id", "in", topicIds)
          .execute(),
  ]);
  return { productExists: product !== undefined, topicIds: topics.map((t) => t.id) };
}
