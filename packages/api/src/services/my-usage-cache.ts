import type { Database } from "@studio/db";
import { readMonthAllowance } from "@studio/db";
import type { MyUsage } from "@studio/shared";
import type { Kysely } from "kysely";

/**
 * GET /api/user is answered from memory for signed-in people (the session cache), and its usage
 * figure would otherwise add a database read to every call. Each instance keeps each account's
 * figure for a second: dropped at once by this instance's own AI calls and quota edits, so a
 * person sees their own call counted immediately; another instance's calls show within the TTL.
 * Quota enforcement never reads this: it always asks the database.
 */
const TTL_MS = 1_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  value: MyUsage;
  at: number;
}

const perDatabase = new WeakMap<object, Map<number, Entry>>();

function entriesFor(db: Kysely<Database>): Map<number, Entry> {
  let entries = perDatabase.get(db);
  if (!entries) {
    entries = new Map();
    perDatabase.set(db, entries);
  }
  return entries;
}

export async function readMyUsage(db: Kysely<Database>, userId: number): Promise<MyUsage> {
  const entries = entriesFor(db);
  const cached = entries.get(userId);
  const now = Date.now();
  if (cached && now - cached.at < TTL_MS) return { ...cached.value };
  const allowance = await readMonthAllowance(db, userId);
  const value = { monthTokens: allowance.usedTokens, monthlyTokenQuota: allowance.quota };
  // Bounded: a burst of distinct accounts must not grow the map without end.
  if (entries.size >= MAX_ENTRIES) entries.clear();
  entries.set(userId, { value, at: now });
  return { ...value };
}

/** Called by whatever changes an account's usage or quota on this instance. */
export function dropMyUsage(db: Kysely<Database>, userId: number | null): void {
  if (userId !== null) perDatabase.get(db)?.delete(userId);
}
