import { type Kysely, sql, type Transaction } from "kysely";
import type { Database, NewUser, UserRow, UserUpdate } from "../schema";

type Db = Kysely<Database> | Transaction<Database>;

/** A user as the rest of the app sees it: everything but the password hash. */
export interface UserRecord {
  id: number;
  username: string;
  email: string;
  role: "user" | "admin";
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
 * The only place a password hash is read. Lookups are case-insensitive, matching the unique
 * indexes on lower(username) and lower(email).
 */
export async function findUserCredentials(
  db: Db,
  by: { email: string } | { username: string },
): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const [column, value] =
    "email" in by ? (["email", by.email] as const) : (["username", by.username] as const);
  const row = await db
    .selectFrom("users")
    .select([...publicColumns, "password_hash"])
    .where(sql`lower(${sql.ref(column)})`, "=", value.toLowerCase())
    .executeTakeFirst();
  return row && { ...toRecord(row), passwordHash: row.password_hash };
}

export async function listUsers(db: Db): Promise<UserRecord[]> {
  const rows = await db
    .selectFrom("users")
    .select(publicColumns)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toRecord);
}

export async function insertUser(
  db: Db,
  user: Omit<NewUser, "password_hash"> & { passwordHash: string },
): Promise<UserRecord> {
  const { passwordHash, ...rest } = user;
  const row = await db
    .insertInto("users")
    .values({ ...rest, password_hash: passwordHash })
    .returning(publicColumns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateUser(
  db: Db,
  id: number,
  changes: Omit<UserUpdate, "password_hash" | "id" | "created_at"> & { passwordHash?: string },
): Promise<UserRecord | undefined> {
  const { passwordHash, ...rest } = changes;
  const values: UserUpdate = { ...rest, ...(passwordHash ? { password_hash: passwordHash } : {}) };
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

/** Which of username/email already belong to another account (case-insensitive). */
export async function findIdentityClash(
  db: Db,
  identity: { username: string; email: string },
  exceptUserId?: number,
): Promise<{ username: boolean; email: boolean }> {
  let query = db
    .selectFrom("users")
    .select([
      sql<boolean>`bool_or(lower(username) = ${identity.username.toLowerCase()})`.as("username"),
      sql<boolean>`bool_or(lower(email) = ${identity.email.toLowerCase()})`.as("email"),
    ])
    .where((eb) =>
      eb.or([
        eb(sql`lower(username)`, "=", identity.username.toLowerCase()),
        eb(sql`lower(email)`, "=", identity.email.toLowerCase()),
      ]),
    );
  if (exceptUserId !== undefined) query = query.where("id", "<>", exceptUserId);
  const row = await query.executeTakeFirst();
  return { username: row?.username === true, email: row?.email === true };
}
