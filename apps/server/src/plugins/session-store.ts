import { deleteSession, readSession, writeSession } from "@studio/db/queries/sessions";
import type { Database } from "@studio/db/schema";
import { BROWSER_SESSION_IDLE_MS } from "@studio/shared/limits";
import type { Session } from "fastify";
import type { Kysely } from "kysely";

type Callback = (error?: unknown) => void;
type SessionCallback = (error: unknown, session?: Session | null) => void;

/**
 * @fastify/session store on the sessions table, so sessions survive restarts and every app
 * instance on one PostgreSQL sees the same ones. The owning user id is kept in its own column so
 * all of a person's sessions can be ended at once.
 */
export class DatabaseSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  get(sid: string, callback: SessionCallback): void {
    readSession(this.db, sid).then(
      (stored) => callback(null, (stored?.data as Session | undefined) ?? null),
      (error) => callback(error),
    );
  }

  set(sid: string, session: Session, callback: Callback): void {
    const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
    const expires = session.cookie?.expires;
    const expiresAt =
      expires instanceof Date ? expires : new Date(Date.now() + BROWSER_SESSION_IDLE_MS);
    writeSession(this.db, { sid, userId: session.userId ?? null, data, expiresAt }).then(
      () => callback(),
      (error) => callback(error),
    );
  }

  destroy(sid: string, callback: Callback): void {
    deleteSession(this.db, sid).then(
      () => callback(),
      (error) => callback(error),
    );
  }
}
