import type { Database } from "@studio/db";
import { addHit, hasRecentHit, releaseHit } from "@studio/db";
import {
  AppError,
  authMessages,
  LOGIN_KNOWN_ADDRESS_SECONDS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_WINDOW_SECONDS,
  SIGNUP_MAX_PER_IP,
  SIGNUP_WINDOW_SECONDS,
} from "@studio/shared";
import type { Kysely } from "kysely";

/**
 * Login attempts are counted in the database (shared by every instance) in three buckets: one
 * account from one address (tight), one account from everywhere (loose, and skipped for an
 * address that signed in to the account recently, so a stranger cannot lock the owner out) and
 * one address across accounts.
 *
 * An attempt is *reserved* (an atomic increment) before the password is verified, so however
 * many attempts arrive at once (parallel requests, a tRPC batch) at most the limit is ever
 * evaluated. A verified password gives its reservation back, so a person who types their
 * password right is never throttled by their own logins.
 */
export interface LoginAttempt {
  /** The account id when it exists, else the cleaned identifier: email and username of one
   * account share one budget. */
  account: string;
  ip: string;
}

const pairBucket = (a: LoginAttempt) => `login:pair:${a.account}:${a.ip}`;
const accountBucket = (a: LoginAttempt) => `login:account:${a.account}`;
const ipBucket = (a: LoginAttempt) => `login:ip:${a.ip}`;
const knownBucket = (a: LoginAttempt) => `login:known:${a.account}:${a.ip}`;

/** Sign-up: a slow password hash per attempt, so each address gets a small hourly budget. */
export async function reserveSignup(db: Kysely<Database>, ip: string): Promise<void> {
  const { hits, resetsAt } = await addHit(db, `signup:ip:${ip}`, SIGNUP_WINDOW_SECONDS);
  if (hits > SIGNUP_MAX_PER_IP) refuseUntil(resetsAt.getTime(), authMessages.tooManySignups);
}

/** A 429 whose Retry-After counts the seconds until `until` (epoch ms); the text, the minutes. */
function refuseUntil(until: number, message: (minutes: number) => string): never {
  const seconds = Math.max(1, Math.ceil((until - Date.now()) / 1000));
  throw new AppError("TOO_MANY_REQUESTS", message(Math.ceil(seconds / 60)), seconds);
}

/**
 * Reserves one attempt in every bucket that applies, or refuses with 429 and Retry-After.
 * Returns the buckets reserved, for `recordLoginSuccess` to give back.
 */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  attempt: LoginAttempt,
): Promise<string[]> {
  const known = await hasRecentHit(db, knownBucket(attempt), LOGIN_KNOWN_ADDRESS_SECONDS);
  const checks: [string, number][] = [
    [pairBucket(attempt), LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP],
    [ipBucket(attempt), LOGIN_MAX_FAILURES_PER_IP],
    ...(known
      ? []
      : [[accountBucket(attempt), LOGIN_MAX_FAILURES_PER_ACCOUNT] as [string, number]]),
  ];
  // Sequential on purpose: each increment is atomic, and PGlite serialises them anyway.
  const blocked: Date[] = [];
  for (const [bucket, limit] of checks) {
    const { hits, resetsAt } = await addHit(db, bucket, LOGIN_WINDOW_SECONDS);
    if (hits > limit) blocked.push(resetsAt);
  }
  if (blocked.length === 0) return checks.map(([bucket]) => bucket);
  // Refused before any password was tried, so it was no guess: its hits are given back. Kept,
  // they would outlast the attempts in flight and lock out a burst of right passwords (a
  // double-clicked form, a client's retries) for the whole window.
  for (const [bucket] of checks) await releaseHit(db, bucket, LOGIN_WINDOW_SECONDS);
  refuseUntil(Math.max(...blocked.map((d) => d.getTime())), authMessages.tooManyAttempts);
}

/**
 * The password verified: the reservation was not a failure, so it is given back, and the
 * address becomes known to the account (exempt from the account-wide limit).
 */
export async function recordLoginSuccess(
  db: Kysely<Database>,
  attempt: LoginAttempt,
  reserved: string[],
): Promise<void> {
  for (const bucket of reserved) await releaseHit(db, bucket, LOGIN_WINDOW_SECONDS);
  await addHit(db, knownBucket(attempt), LOGIN_KNOWN_ADDRESS_SECONDS);
}
