import { utcDay } from "@studio/shared";

export interface UsageRange {
  from: string;
  to: string;
}

export type RangePreset = "month" | "30" | "90";

export const rangePresetLabels: Record<RangePreset, string> = {
  month: "This month",
  "30": "Last 30 days",
  "90": "Last 90 days",
};

const DAY_MS = 86_400_000;

/** The preset ranges, in UTC days (usage is counted by UTC day). */
export function presetRange(preset: RangePreset, now: Date = new Date()): UsageRange {
  const to = utcDay(now);
  if (preset === "month") return { from: `${to.slice(0, 7)}-01`, to };
  const days = Number(preset);
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to };
}

/** Every day of the range, so the chart shows quiet days as zero rather than skipping them. */
export function daysOf(range: UsageRange): string[] {
  const days: string[] = [];
  const end = Date.parse(`${range.to}T00:00:00Z`);
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= end && days.length < 3660; t += DAY_MS) {
    days.push(utcDay(new Date(t)));
  }
  return days;
}
