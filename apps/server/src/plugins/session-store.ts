import type { Database, UserRecord } from "@studio/db";
import { deleteSession, readSessionWithUser, writeSession } from "@studio/db";
import { BROWSER_SESSION_IDLE_MS } from "@studio/shared";
import type { Session } from "fastify";
import type { Kysely } from "kysely";
import type { SessionCache } from "./session-cache";

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

/**
 * How long a user read together with a session may be handed to that request's context. The
 * context is built a few milliseconds after the session is loaded; anything older is not used.
 */
const PREFETCH_MAX_AGE_MS = 1_000;
/** Entries nobody took (a /healthz call with a cookie) are swept once the map grows past this. */
const PREFETCH_SWEEP_SIZE = 1_000;

/**
 * @fastify/session store on the sessions table, so sessions survive restarts and every app
 * instance on one PostgreSQL sees the same ones. The owning user id is kept in its own column so
 * all of a person's sessions can be ended at once.
 *
 * Loading a session also reads its owner (one joined query), and hands that user to the request
 * context through `takeUser`, so a signed-in request costs one round trip instead of two; with a
 * `SessionCache`, none while the session and its owner are unchanged. The hand-off map is not a
 * cache: each entry is this request's own read, taken once. The store drops exactly the session
 * it writes from the cache itself.
 */
export class DatabaseSessionStore {
  private readonly prefetched = new Map<string, { user: UserRecord | null; at: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache?: SessionCache,
  ) {}

  get(sid: string, callback: SessionCallback): void {
    const cached = this.cache?.get(sid);
    if (cached) {
      this.remember(sid, cached.user);
      // @fastify/session copies the stored fields into a new Session; the entry is not mutated.
      callback(null, cached.data as unknown as Session);
      return;
    }
    const token = this.cache?.begin() ?? 0;
    readSessionWithUser(this.db, sid).then(
      (stored) => {
        if (stored) {
          this.cache?.keep(sid, stored, token);
          this.remember(sid, stored.user);
        }
        callback(null, (stored?.data as Session | undefined) ?? null);
      },
      (error) => callback(error),
    );
  }

  /**
   * The owner read with session `sid` for the current request, or undefined when there is none
   * (the caller then reads the user itself, as it would without this store). `userId` must match, so a session signed in or out
   * since the read can never get someone else's record.
   */
  takeUser(sid: string, userId: number): UserRecord | undefined {
    const entry = this.prefetched.get(sid);
    if (!entry) return undefined;
    this.prefetched.delete(sid);
    if (Date.now() - entry.at > PREFETCH_MAX_AGE_MS) return undefined;
    return entry.user?.id === userId ? entry.user : undefined;
  }

  private remember(sid: string, user: UserRecord | null): void {
    const now = Date.now();
    if (this.prefetched.size >= PREFETCH_SWEEP_SIZE) {
      for (const [key, entry] of this.prefetched) {
        if (now - entry.at > PREFETCH_MAX_AGE_MS) this.prefetched.delete(key);
      }
    }
    this.prefetched.set(sid, { user, at: now });
  }

  set(sid: string, session: Session, callback: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const expires = session.cookie?.expires;
    const expiresAt =
      expires instanceof Date ? expires : new Date(Date.now() + BROWSER_SESSION_IDLE_MS);
    this.cache?.forget(sid);
    writeSession(this.db, { sid, userId: session.userId ?? null, data, expiresAt }).then(
      () => {
        this.cache?.forget(sid);
        callback();
      },
      (error) => callback(error),
    );
  }

  destroy(sid: string, callback: Callback): void {
    this.prefetched.delete(sid);
    this.cache?.forget(sid);
    deleteSession(this.db, sid).then(
      () => {
        this.cache?.forget(sid);
        callback();
      },
      (error) => callback(error),
    );
  }
}
