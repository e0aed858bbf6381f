import type { ScheduleRunTrigger } from "@studio/shared";

/** The words of Admin → Schedules. */
export const scheduleStrings = {
  title: "Schedules",
  intro:
    "Drafts written on a schedule (POST /api/schedules): one per topic, into the owner's library, each submitted for review. Nothing is sent.",
  emptyTitle: "No schedules yet",
  emptyHint: "Anyone signed in can schedule drafts with POST /api/schedules; they show here.",
  scheduleLabel: (botType: string, product: string) =>
    `${botType === "sam" ? "SAM email" : "Newsletter"} for ${product}`,
  when: (cron: string, timezone: string) => `${cron} (${timezone})`,
  topics: (n: number) => `${n} topic${n === 1 ? "" : "s"}`,
  owner: (name: string) => `by ${name}`,
  nextRun: "Next run",
  lastRun: "Last run",
  enabled: "On",
  runNow: "Run now",
  runNowLabel: (label: string) => `Run ${label} now`,
  runQueued: "Run queued",
  runQueuedHint: "Its drafts appear here, and in review, as they are written.",
  deleteTitle: "Delete this schedule?",
  deleteLabel: (label: string) => `Delete ${label}`,
  deleteMessage: "No more drafts will be written on it. The drafts it wrote stay.",
  noRuns: "No runs yet.",
  trigger: {
    cron: "On schedule",
    catch_up: "Caught up after downtime",
    manual: "Run by hand",
  } satisfies Record<ScheduleRunTrigger, string>,
  topicFailed: (topicId: number, message: string) => `Topic ${topicId}: ${message}`,
  none: "—",
  never: "never",
  errorTitle: "Schedules",
  loadFailed: "The schedules could not be loaded.",
} as const;
