import { sql } from "kysely";
import type { Db } from "../schema";
import { toRecord as toUserRecord, type UserRecord } from "./users";

export interface StoredSession {
  data: Record<string, unknown>;
  expiresAt: Date;
}

/**
 * The session and its owner in one round trip: a signed-in request needs both, and asking for
 * them separately doubled the database work of every signed-in read. `user` is null when the
 * session belongs to nobody or its account no longer exists.
 */
export async function readSessionWithUser(
  db: Db,
  sid: string,
): Promise<(StoredSession & { user: UserRecord | null }) | undefined> {
  const row = await db
    .selectFrom("sessions")
    .leftJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.data",
      "sessions.expires_at",
      "users.id",
      "users.username",
      "users.email",
      "users.role",
      "users.approved",
      "users.created_at",
    ])
    .where("sessions.sid", "=", sid)
    .where("sessions.expires_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return undefined;
  const { data, expires_at, id, username, email, role, approved, created_at } = row;
  const user =
    id === null ||
    username === null ||
    email === null ||
    role === null ||
    approved === null ||
    created_at === null
      ? null
      : toUserRecord({ id, username, email, role, approved, created_at });
  return { data: data as Record<string, unknown>, expiresAt: expires_at, user };
}

export async function writeSession(
  db: Db,
  session: { sid: string; userId: number | null; data: Record<string, unknown>; expiresAt: Date },
): Promise<void> {
  const values = {
    sid: session.sid,
    user_id: session.userId,
    data: JSON.stringify(session.data),
    expires_at: session.expiresAt,
  };
  await db
    .insertInto("sessions")
    .values(values)
    .onConflict((oc) =>
      oc
        .column("sid")
        .doUpdateSet({ user_id: values.user_id, data: values.data, expires_at: values.expires_at }),
    )
    .execute();
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.deleteFrom("sessions").where("sid", "=", sid).execute();
}

/** Signs a person out everywhere: used when an account is unapproved or deleted. */
/** Ends every session of the user, except `keepSid` (the session making the change) if given. */
export async function deleteUserSessions(
  db: Db,
  userId: number,
  keepSid?: string | null,
): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSid) query = query.where("sid", "<>", keepSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db): Promise<number> {
  const result = await db
    .deleteFrom("sessions")
    .where("expires_at", "<=", sql<Date>`now()`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
