import type { Database } from "@studio/db";
import { readMonthAllowance } from "@studio/db";
import type { MyUsage } from "@studio/shared";
import type { Kysely } from "kysely";

/**
 * GET /api/user is answered from memory for signed-in people (the session cache), and its usage
 * figure would otherwise add a database read to every call. Each instance keeps each account's
 * figure for a second: dropped at once by this instance's own AI calls and quota edits (the
 * services' `CacheInvalidation`), so a person sees their own call counted immediately; another
 * instance's calls show within the TTL. Quota enforcement never reads this: it always asks the
 * database.
 */
const TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

export class MyUsageCache {
  private readonly entries = new Map<number, { value: MyUsage; at: number }>();

  async read(db: Kysely<Database>, userId: number): Promise<MyUsage> {
    const cached = this.entries.get(userId);
    const now = Date.now();
    if (cached && now - cached.at < TTL_MS) return { ...cached.value };
    const value = await readMyUsage(db, userId);
    // Bounded: a burst of distinct accounts must not grow the map without end.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(userId, { value, at: now });
    return { ...value };
  }

  /** The account's usage or quota changed. */
  drop(userId: number): void {
    this.entries.delete(userId);
  }
}

async function readMyUsage(db: Kysely<Database>, userId: number): Promise<MyUsage> {
  const allowance = await readMonthAllowance(db, userId);
  return { monthTokens: allowance.usedTokens, monthlyTokenQuota: allowance.quota };
}

/**
 * The signed-in person's figure: through `cache` (this instance's, handed in with the request
 * context) when there is one, otherwise straight from the database (tests, scripts).
 */
export function cachedMyUsage(
  db: Kysely<Database>,
  cache: MyUsageCache | undefined,
  userId: number,
): Promise<MyUsage> {
  return cache ? cache.read(db, userId) : readMyUsage(db, userId);
}
