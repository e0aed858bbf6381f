import { idField } from "./catalog/fields";
import { type GenerationOptions, generationOptionFields } from "./generation-options";
import { z } from "./zod";

/**
 * Scheduled drafts (issue 25): a cron expression in an IANA time zone starts a run that writes
 * one draft per topic into the owner's library and submits each for review. It never sends.
 */
export const scheduleBotTypes = ["newsletter", "sam"] as const;
export type ScheduleBotType = (typeof scheduleBotTypes)[number];

export const SCHEDULE_TOPICS_MAX = 20;
export const SCHEDULE_CRON_MAX = 100;
export const SCHEDULE_TIMEZONE_MAX = 64;
/** How many past runs a schedule's answer carries. */
export const SCHEDULE_RUNS_SHOWN = 5;

export const scheduleMessages = {
  botTypeInvalid: `botType must be one of ${scheduleBotTypes.join(", ")} (scheduled drafts are newsletters or SAM emails).`,
  topicsRequired: "topicIds must list at least one topic.",
  topicsTooMany: `topicIds may list at most ${SCHEDULE_TOPICS_MAX} topics.`,
  topicNotFound: (id: number) => `Topic ${id} does not belong to this product.`,
  productNotFound: "Product not found",
  cronRequired: "cron is required, e.g. '0 7 * * 1' (Mondays at 07:00).",
  cronTooLong: `cron must be at most ${SCHEDULE_CRON_MAX} characters.`,
  cronInvalid: (detail: string) =>
    `cron is not a valid cron expression (${detail}). Use five fields: minute hour day-of-month month day-of-week, e.g. '0 7 * * 1'.`,
  timezoneInvalid: (zone: string) =>
    `timezone '${zone}' is not an IANA time zone name, e.g. 'Europe/London' or 'America/New_York'.`,
  timezoneRequired: "timezone is required, e.g. 'Europe/London'.",
  notFound: "Schedule not found",
  enabledRequired: "enabled must be true or false.",
} as const;

// Letters, digits and _ + - in up to three slash-separated parts ("America/Argentina/Salta").
const ZONE_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** True for a time zone name the platform knows (IANA names, `UTC`); never an offset. */
export function isIanaTimeZone(zone: string): boolean {
  if (!ZONE_SHAPE.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The steering options of `/api/generate` (tone, length, audience, instructions). */
export const scheduleOptions = z.object(generationOptionFields);

/** POST /api/schedules and schedules.create. The cron expression is checked by the service. */
export const createScheduleInput = z.object({
  botType: z.enum(scheduleBotTypes, { error: scheduleMessages.botTypeInvalid }),
  productId: idField,
  topicIds: z
    .array(idField, { error: scheduleMessages.topicsRequired })
    .min(1, scheduleMessages.topicsRequired)
    .max(SCHEDULE_TOPICS_MAX, scheduleMessages.topicsTooMany)
    .transform((ids) => [...new Set(ids)]),
  options: z.preprocess((value) => value ?? {}, scheduleOptions),
  cron: z
    .string({ error: scheduleMessages.cronRequired })
    .trim()
    .min(1, scheduleMessages.cronRequired)
    .max(SCHEDULE_CRON_MAX, scheduleMessages.cronTooLong),
  timezone: z
    .string({ error: scheduleMessages.timezoneRequired })
    .trim()
    .min(1, scheduleMessages.timezoneRequired)
    .max(SCHEDULE_TIMEZONE_MAX, scheduleMessages.timezoneInvalid("…"))
    .superRefine((zone, ctx) => {
      if (!isIanaTimeZone(zone)) {
        ctx.addIssue({ code: "custom", message: scheduleMessages.timezoneInvalid(zone) });
      }
    }),
});
export type CreateScheduleInput = z.input<typeof createScheduleInput>;
export type CreateScheduleRequest = z.output<typeof createScheduleInput>;

/** PATCH /api/schedules/{id} `{ enabled }`. */
export const updateScheduleInput = z.object({
  id: idField,
  enabled: z.boolean({ error: scheduleMessages.enabledRequired }),
});

export type ScheduleRunTrigger = "cron" | "catch_up" | "manual";
export type ScheduleRunStatus = "queued" | "running" | "done" | "failed";

export interface ScheduleRunDto {
  id: number;
  /** `cron` at its slot, `catch_up` for a slot missed while every instance was down, `manual`. */
  trigger: ScheduleRunTrigger;
  status: ScheduleRunStatus;
  scheduledFor: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The drafts the run wrote, each submitted for review. */
  drafts: { id: number; title: string }[];
  /** Topics that could not be drafted, and why (quota, AI failure, topic removed). */
  errors: { topicId: number; message: string }[];
}

export interface ScheduleDto {
  id: number;
  owner: { id: number; username: string };
  botType: ScheduleBotType;
  productId: number;
  topicIds: number[];
  options: GenerationOptions;
  cron: string;
  timezone: string;
  enabled: boolean;
  /** The next slot (null while disabled). */
  nextRunAt: string | null;
  lastRunAt: string | null;
  createdAt: string;
  /** The newest runs first, at most SCHEDULE_RUNS_SHOWN. */
  runs: ScheduleRunDto[];
}
