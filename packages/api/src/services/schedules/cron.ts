import { AppError, isIanaTimeZone, scheduleMessages } from "@studio/shared";
import { CronExpressionParser } from "cron-parser";

// Five fields (minute hour day-of-month month day-of-week) or one of the usual aliases; a
// seconds field would let a schedule draft every second.
const FIVE_FIELDS = /^\S+(?:\s+\S+){4}$/;
const ALIASES = new Set(["@yearly", "@annually", "@monthly", "@weekly", "@daily", "@hourly"]);

/**
 * The first slot of `cron` in `timezone` strictly after `after` (cron-parser, with IANA zones and
 * their daylight-saving shifts). Throws a 400 that says what is wrong.
 */
export function nextSlot(cron: string, timezone: string, after: Date): Date {
  if (!isIanaTimeZone(timezone)) {
    throw new AppError("BAD_REQUEST", scheduleMessages.timezoneInvalid(timezone));
  }
  const expression = cron.trim();
  if (!FIVE_FIELDS.test(expression) && !ALIASES.has(expression.toLowerCase())) {
    throw new AppError("BAD_REQUEST", scheduleMessages.cronInvalid("it needs exactly five fields"));
  }
  try {
    return CronExpressionParser.parse(expression, { tz: timezone, currentDate: after })
      .next()
      .toDate();
  } catch (error) {
    const detail = error instanceof Error ? error.message : "it cannot be read";
    throw new AppError("BAD_REQUEST", scheduleMessages.cronInvalid(detail));
  }
}
