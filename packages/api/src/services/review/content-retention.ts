import { type Db, findLastApprovalOrUse } from "@studio/db";
import { AppError, recordMessages } from "@studio/shared";

/**
 * Retention (issue 24 item 7, FINRA 4511): an item that was ever approved is kept, with its
 * versions, approvals and events, for `years` after its last approval or use. The date is
 * computed when asked, from the configured RETENTION_YEARS, so a longer setting applies to
 * everything already on record.
 */
export async function retainedUntil(
  db: Db,
  contentId: number,
  years: number,
): Promise<Date | null> {
  const last = await findLastApprovalOrUse(db, contentId);
  if (!last) return null;
  const until = new Date(last);
  until.setUTCFullYear(until.getUTCFullYear() + years);
  return until;
}

/**
 * Refuses (409, naming the date) to let anything delete an item under retention. Every path that
 * deletes content, or something that would take content with it, calls this first, inside the
 * transaction that deletes (after locking the item, so an approval cannot slip in between).
 */
export async function assertNotRetained(
  db: Db,
  contentId: number,
  years: number,
  now = new Date(),
): Promise<void> {
  const until = await retainedUntil(db, contentId, years);
  if (until && until > now) {
    throw new AppError("CONFLICT", recordMessages.retained(until.toISOString().slice(0, 10)));
  }
}
