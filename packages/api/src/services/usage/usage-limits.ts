import type { Database } from "@studio/db";
import { addHit } from "@studio/db";
import { type Allowance, AppError, generationMessages } from "@studio/shared";

export { type Allowance, DEFAULT_GENERATION_LIMITS, type GenerationLimits } from "@studio/shared";

import type { Kysely, Transaction } from "kysely";

const WINDOW_SECONDS = 60 * 60;

export interface Requester {
  userId: number | null;
  clientIp: string;
}

/**
 * Counts one AI call against the caller's hourly allowance and refuses it once the allowance is
 * spent. Visitors are counted per address, accounts per account (so colleagues behind one NAT
 * don't share a signed-in allowance). The counters live in the database, so every instance
 * shares them; counting before the call (not after) keeps concurrent requests from overshooting.
 * `scope` separates allowances (e.g. chat replies) that must not eat into generations.
 */
export async function assertWithinGenerationLimit(
  db: Kysely<Database> | Transaction<Database>,
  who: Requester,
  limits: Allowance,
  scope: "generation" | "chat" | "image" = "generation",
): Promise<void> {
  const signedIn = who.userId !== null;
  const limit = signedIn ? limits.userPerHour : limits.anonymousPerHour;
  if (limit === 0) return;
  const bucket = signedIn ? `${scope}:user:${who.userId}` : `${scope}:ip:${who.clientIp}`;
  const { hits, resetsAt } = await addHit(db, bucket, WINDOW_SECONDS);
  if (hits <= limit) return;
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
  throw new AppError(
    "TOO_MANY_REQUESTS",
    scope === "image"
      ? generationMessages.imageLimitReached(limit, Math.ceil(seconds / 60), signedIn)
      : generationMessages.limitReached(limit, Math.ceil(seconds / 60), signedIn),
    seconds,
  );
}
