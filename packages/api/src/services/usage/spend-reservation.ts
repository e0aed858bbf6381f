import type { DbConnection, MonthAllowance, SpendEstimate } from "@studio/db";
import {
  deleteSpendReservation,
  insertSpendReservation,
  lockSpendAdmission,
  readMonthAllowance,
} from "@studio/db";
import { AppError, formatResetDate, nextMonthStart, usageMessages } from "@studio/shared";

/**
 * How long a reservation holds if its call is never recorded (the instance died mid-call): longer
 * than any call runs (the provider's timeouts and retries, a 3-minute image), short enough that a
 * crash does not lock an account out for long.
 */
const RESERVATION_TTL_SECONDS = 15 * 60;

/** 429 when the quota or the budget, counting what calls in flight reserved, is spent. */
function refuseWhenSpent(allowance: MonthAllowance, now: Date): void {
  const resetsAt = nextMonthStart(now);
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  if (
    allowance.quota !== null &&
    allowance.usedTokens + allowance.reservedTokens >= allowance.quota
  ) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      usageMessages.quotaReached(allowance.quota, formatResetDate(resetsAt)),
      retryAfter,
    );
  }
  if (
    allowance.budgetUsd !== null &&
    allowance.monthCostUsd + allowance.reservedCostUsd >= allowance.budgetUsd
  ) {
    throw new AppError(
      "TOO_MANY_REQUESTS",
      usageMessages.budgetReached(formatResetDate(resetsAt)),
      retryAfter,
    );
  }
}

/**
 * Admits one AI call against the account's monthly token quota and the installation's monthly
 * budget, from the database every instance shares. The call may start while the month's usage
 * plus what the calls in flight reserved is under the limit; it then reserves its own estimate
 * (tokens, and their cost at the model's price) until its record settles it. Check and
 * reservation happen in one transaction queued behind the other admissions for the same limit,
 * so parallel calls see each other: a quota of 1 token lets one call through, not nine. Usage can
 * overshoot a limit by at most one call's real spend beyond what was left.
 *
 * Returns the reservation's id, or null when no limit applies (nothing to reserve against).
 */
export async function reserveSpend(
  db: DbConnection,
  call: { userId: number | null; model: string; estimate: SpendEstimate },
  now: Date = new Date(),
): Promise<string | null> {
  // One read decides most calls: no limit at all (no lock, no write), or already spent.
  const seen = await readMonthAllowance(db, call.userId);
  if (seen.quota === null && seen.budgetUsd === null) return null;
  refuseWhenSpent(seen, now);
  return db.transaction().execute(async (trx) => {
    await lockSpendAdmission(trx, { budget: seen.budgetUsd !== null, userId: call.userId });
    refuseWhenSpent(await readMonthAllowance(trx, call.userId), now);
    return insertSpendReservation(trx, { ...call, ttlSeconds: RESERVATION_TTL_SECONDS });
  });
}

/** Gives back a reservation its call did not settle (it never ran, or was not recorded). */
export function releaseSpend(db: DbConnection, id: string): Promise<void> {
  return deleteSpendReservation(db, id);
}
