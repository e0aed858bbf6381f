import { identityKey, type Role } from "@studio/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, NewUser, UserRow, UserUpdate } from "../schema";
import { afterGroupThenNewest, containsPattern, createdAtMicros } from "./keyset-sql";

type Db = Kysely<Database> | Transaction<Database>;

/** A user as the rest of the app sees it: everything but the password hash. */
export interface UserRecord {
  id: number;
  username: string;
  email: string;
  role: Role;
  approved: boolean;
  createdAt: Date;
}

export const publicColumns = ["id", "username", "email", "role", "approved", "created_at"] as const;

export function toRecord(row: Pick<UserRow, (typeof publicColumns)[number]>): UserRecord {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    approved: row.approved,
    createdAt: row.created_at,
  };
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom("users")
    .select(publicColumns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/**
 * The only place a password hash is read. Lookups compare identity keys (see identityKey), the
 * same keys the unique indexes hold.
 */
export async function findUserCredentials(
  db: Db,
  by: { email: string } | { username: string },
): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const row = await db
    .selectFrom("users")
    .select([...publicColumns, "password_hash"])
    .where(
      "email" in by ? "email_key" : "username_key",
      "=",
      identityKey("email" in by ? by.email : by.username),
    )
    .executeTakeFirst();
  return row && { ...toRecord(row), passwordHash: row.password_hash };
}

export async function insertUser(
  db: Db,
  user: Omit<NewUser, "password_hash" | "username_key" | "email_key"> & { passwordHash: string },
): Promise<UserRecord> {
  const { passwordHash, ...rest } = user;
  const row = await db
    .insertInto("users")
    .values({
      ...rest,
      username_key: identityKey(rest.username),
      email_key: identityKey(rest.email),
      password_hash: passwordHash,
    })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Omit<
    UserUpdate,
    "password_hash" | "id" | "created_at" | "username_key" | "email_key"
  > & {
    passwordHash?: string;
  },
): Promise<UserRecord | undefined> {
  const { passwordHash, ...rest } = changes;
  const values: UserUpdate = {
    ...rest,
    ...(rest.username !== undefined ? { username_key: identityKey(rest.username) } : {}),
    ...(rest.email !== undefined ? { email_key: identityKey(rest.email) } : {}),
    ...(passwordHash ? { password_hash: passwordHash } : {}),
  };
  if (Object.keys(values).length === 0) return findUserById(db, id);
  const row = await db
    .updateTable("users")
    .set(values)
    .where("id", "=", id)
    .returning(publicColumns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("users").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select(sql<number>`count(*)::int`.as("n"))
    .where("role", "=", "admin")
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Which of username/email already belong to another account (by identity key). */
export async function findIdentityClash(
  db: Db,
  identity: { username: string; email: string },
  exceptUserId?: number,
): Promise<{ username: boolean; email: boolean }> {
  const usernameKey = identityKey(identity.username);
  const emailKey = identityKey(identity.email);
  let query = db
    .selectFrom("users")
    .select([
      sql<boolean>`bool_or(username_key = ${usernameKey})`.as("username"),
      sql<boolean>`bool_or(email_key = ${emailKey})`.as("email"),
    ])
    .where((eb) => eb.or([eb("username_key", "=", usernameKey), eb("email_key", "=", emailKey)]));
  if (exceptUserId !== undefined) query = query.where("id", "<>", exceptUserId);
  const row = await query.executeTakeFirst();
  return { username: row?.username === true, email: row?.email === true };
}

/** A position in the admin list's order: pending first, then newest (created_at micros, id). */
export interface UserListPosition {
  approved: boolean;
  createdAtMicros: string;
  id: number;
}

export interface UserListFilter {
  /** Every word must appear in the username or the email (case-insensitive). */
  q?: string | undefined;
  role?: Role | undefined;
  approved?: boolean | undefined;
  limit: number;
  /** Keyset: rows after this one. */
  after?: UserListPosition | undefined;
  /** Legacy REST windows only: rows to skip (costs grow with it; the SPA uses `after`). */
  offset?: number | undefined;
}

/**
 * One page of accounts for the administrators' list: pending sign-ups first (approved false
 * sorts before true), then newest first, by keyset on (approved, created_at, id) so a page costs
 * the same at any depth. Search compares identity keys (lower-cased), the same the unique
 * indexes hold.
 */
export async function listUsersPage(
  db: Db,
  filter: UserListFilter,
): Promise<(UserRecord & { monthlyTokenQuota: number | null; position: UserListPosition })[]> {
  let query = db
    .selectFrom("users")
    .select([...publicColumns, "monthly_token_quota", createdAtMicros.as("micros")]);
  const words = (filter.q ?? "").split(/\s+/).filter((w) => w !== "");
  for (const word of words.slice(0, 8)) {
    const pattern = containsPattern(identityKey(word));
    query = query.where((eb) =>
      eb.or([eb("username_key", "like", pattern), eb("email_key", "like", pattern)]),
    );
  }
  if (filter.role !== undefined) query = query.where("role", "=", filter.role);
  if (filter.approved !== undefined) query = query.where("approved", "=", filter.approved);
  if (filter.after) {
    query = query.where(afterGroupThenNewest("approved", filter.after.approved, filter.after));
  }
  query = query
    .orderBy("approved", "asc")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toRecord(row),
    monthlyTokenQuota: row.monthly_token_quota,
    position: { approved: row.approved, createdAtMicros: row.micros, id: row.id },
  }));
}

/** Approves the pending accounts among `ids`; unknown and already approved ids are skipped. */
export async function approveUsers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable("users")
    .set({ approved: true })
    .where("id", "in", ids)
    .where("approved", "=", false)
    .returning("id")
    .execute();
  return rows.map((row) => row.id);
}

/** Which of `ids` exist, with their role and approval (bulk delete checks the administrators). */
export async function findUsersByIds(db: Db, ids: readonly number[]): Promise<UserRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom("users").select(publicColumns).where("id", "in", ids).execute();
  return rows.map(toRecord);
}

/** Deletes the accounts among `ids` and their sessions; unknown ids are skipped. */
export async function deleteUsers(db: Db, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await db.deleteFrom("sessions").where("user_id", "in", ids).execute();
  const result = await db.deleteFrom("users").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
