import type { StoredSession, UserRecord } from "@studio/db";

export type SessionWithUser = StoredSession & { user: UserRecord | null };

/** A safety net only: entries are dropped by change notices long before this. */
const SESSION_CACHE_TTL_MS = 30_000;
/** Longer than the gap between a statement and its transaction's commit. */
const QUIET_AFTER_WRITE_MS = 1_000;
const MAX_ENTRIES = 10_000;

type Clock = () => number;

/**
 * Signed-in sessions with their owners, per app instance, so a signed-in request does not cost a
 * database round trip. Correct only because everything that can change an entry drops it:
 * - this instance's own writes: the session store's (`forget`) and the services' to accounts and
 *   their sessions (`forgetUser` with `quiet`, through their `CacheInvalidation`, before the
 *   response leaves), followed by a quiet period in which nothing is kept, so a read racing a
 *   change not yet committed is not cached;
 * - every other writer's, through the database's commit-time change notices (`forget`,
 *   `forgetUser`, `clear`);
 * - and it serves nothing while those notices are not arriving (`isLive` false), so a lost
 *   listener connection means database reads, never stale answers.
 * Only hits are kept: a session id that does not exist is asked of the database every time.
 */
export class SessionCache {
  private readonly entries = new Map<string, { value: SessionWithUser; at: number }>();
  /** Bumped by every change; a read begun under an older generation is not kept. */
  private generation = 0;
  private quietUntil = 0;

  constructor(
    private readonly isLive: () => boolean,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly now: Clock = Date.now,
  ) {}

  get(sid: string): SessionWithUser | undefined {
    const entry = this.entries.get(sid);
    if (!entry) return undefined;
    const now = this.now();
    if (!this.isLive() || now - entry.at >= this.ttlMs || entry.value.expiresAt.getTime() <= now) {
      this.entries.delete(sid);
      return undefined;
    }
    return entry.value;
  }

  /** A token for a database read about to start; pass it to `keep` with the result. */
  begin(): number {
    return this.generation;
  }

  keep(sid: string, value: SessionWithUser, token: number): void {
    const now = this.now();
    if (token !== this.generation || now < this.quietUntil || !this.isLive()) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(sid, { value, at: now });
  }

  /** Session `sid` changed or ended. */
  forget(sid: string): void {
    this.generation += 1;
    this.entries.delete(sid);
  }

  /**
   * User `userId` changed (approval, role, password, name) or was deleted, or sessions of theirs
   * ended. `quiet` when the change may not be committed yet (this instance's own writes).
   */
  forgetUser(userId: number, { quiet = false }: { quiet?: boolean } = {}): void {
    this.generation += 1;
    for (const [sid, entry] of this.entries) {
      if (entry.value.user?.id === userId) this.entries.delete(sid);
    }
    if (quiet) this.quietUntil = this.now() + QUIET_AFTER_WRITE_MS;
  }

  /** Anything may have changed (a reconnected feed, whose notices may have been missed). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
