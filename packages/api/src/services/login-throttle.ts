import { addHit, clearBucket, peekHits } from "@studio/db/queries/rate-limits";
import type { Database } from "@studio/db/schema";
import { AppError } from "@studio/shared/errors";
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_SECONDS,
} from "@studio/shared/limits";
import { authMessages } from "@studio/shared/messages";
import type { Kysely } from "kysely";

/**
 * Failed logins are counted per account and per client address in the database, so the limit
 * holds across app instances. Counting failures (not attempts) keeps a person who types their
 * password right from ever being throttled by their own logins.
 */
const accountBucket = (identifier: string) => `login:account:${identifier.trim().toLowerCase()}`;
const ipBucket = (ip: string) => `login:ip:${ip}`;

export async function assertLoginAllowed(
  db: Kysely<Database>,
  identifier: string,
  ip: string,
): Promise<void> {
  const [account, address] = await Promise.all([
    peekHits(db, accountBucket(identifier), LOGIN_WINDOW_SECONDS),
    peekHits(db, ipBucket(ip), LOGIN_WINDOW_SECONDS),
  ]);
  const blocked = [
    account.hits >= LOGIN_MAX_FAILURES_PER_ACCOUNT ? account.resetsAt : null,
    address.hits >= LOGIN_MAX_FAILURES_PER_IP ? address.resetsAt : null,
  ].filter((d): d is Date => d !== null);
  if (blocked.length === 0) return;
  const until = Math.max(...blocked.map((d) => d.getTime()));
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  throw new AppError(
    "TOO_MANY_REQUESTS",
    authMessages.tooManyAttempts(Math.ceil(seconds / 60)),
    seconds,
  );
}

export async function recordLoginFailure(
  db: Kysely<Database>,
  identifier: string,
  ip: string,
): Promise<void> {
  await Promise.all([
    addHit(db, accountBucket(identifier), LOGIN_WINDOW_SECONDS),
    addHit(db, ipBucket(ip), LOGIN_WINDOW_SECONDS),
  ]);
}

export async function recordLoginSuccess(db: Kysely<Database>, identifier: string): Promise<void> {
  await clearBucket(db, accountBucket(identifier));
}
