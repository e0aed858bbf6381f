import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../schema";
import type { UserRecord } from "./users";

/** A key as the app sees it: never its hash. */
export interface ApiKeyRecord {
  id: number;
  userId: number;
  name: string;
  prefix: string;
  scopes: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  createdAt: Date;
}

const keyColumns = [
  "api_keys.id",
  "api_keys.user_id as userId",
  "api_keys.name",
  "api_keys.prefix",
  "api_keys.scopes",
  "api_keys.expires_at as expiresAt",
  "api_keys.revoked_at as revokedAt",
  "api_keys.last_used_at as lastUsedAt",
  "api_keys.created_at as createdAt",
] as const;

export async function insertApiKey(
  db: Db,
  key: {
    userId: number;
    name: string;
    prefix: string;
    hash: string;
    scopes: string[];
    expiresAt: Date | null;
  },
): Promise<ApiKeyRecord> {
  return db
    .insertInto("api_keys")
    .values({
      user_id: key.userId,
      name: key.name,
      prefix: key.prefix,
      hash: key.hash,
      scopes: sql<string[]>`${sql.val(key.scopes)}::text[]`,
      expires_at: key.expiresAt,
    })
    .returning(keyColumns)
    .executeTakeFirstOrThrow();
}

/**
 * Counts the account's usable keys (not revoked, not expired), locking the account's row for the
 * rest of the transaction so concurrent creations for it queue and each sees the others' keys.
 * FOR NO KEY UPDATE: rows that merely reference the account (sessions, usage) are not held up.
 */
export async function lockUsableApiKeyCount(
  trx: Transaction<Database>,
  userId: number,
): Promise<number> {
  await trx.selectFrom("users").select("id").where("id", "=", userId).forNoKeyUpdate().execute();
  const row = await trx
    .selectFrom("api_keys")
    .select(sql<number>`count(*)::int`.as("count"))
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where((eb) => eb.or([eb("expires_at", "is", null), eb("expires_at", ">", sql<Date>`now()`)]))
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** One account's keys, newest first (revoked ones included: the list shows them as revoked). */
export async function listApiKeysOfUser(db: Db, userId: number): Promise<ApiKeyRecord[]> {
  return db
    .selectFrom("api_keys")
    .select(keyColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Every account's keys with their owner's name, for administrators. */
export async function listAllApiKeys(
  db: Db,
): Promise<(ApiKeyRecord & { ownerUsername: string })[]> {
  return db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.user_id")
    .select([...keyColumns, "users.username as ownerUsername"])
    .orderBy("api_keys.created_at", "desc")
    .orderBy("api_keys.id", "desc")
    .execute();
}

/**
 * Marks a key revoked, if it exists and (when `userId` is given) belongs to that account.
 * Revoking twice keeps the first time. Returns whether such a key exists.
 */
export async function revokeApiKey(
  db: Db,
  id: number,
  userId: number | null,
): Promise<ApiKeyRecord | undefined> {
  let query = db
    .updateTable("api_keys")
    .set({ revoked_at: sql<Date>`coalesce(revoked_at, now())` })
    .where("id", "=", id);
  if (userId !== null) query = query.where("user_id", "=", userId);
  return query.returning(keyColumns).executeTakeFirst();
}

/**
 * Revokes the account's keys that are not revoked yet: all of them, or only those holding
 * `scope`. Revoking is for good: approving or promoting the account later brings none back.
 */
export async function revokeApiKeysOfUser(db: Db, userId: number, scope?: string): Promise<number> {
  let query = db
    .updateTable("api_keys")
    .set({ revoked_at: sql<Date>`now()` })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (scope !== undefined) query = query.where(sql<boolean>`${scope} = any(scopes)`);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * The key with this hash and its owner, in one indexed query, if the key is usable now: not
 * revoked, not expired. Read on every request (no cache), so revoking a key, or unapproving,
 * demoting or deleting its owner, takes effect at once on every instance.
 */
export async function findUsableApiKey(
  db: Db,
  hash: string,
): Promise<{ key: ApiKeyRecord; owner: UserRecord; lastUsedStale: boolean } | undefined> {
  const row = await db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.user_id")
    .select([
      ...keyColumns,
      "users.id as ownerId",
      "users.username as ownerUsername",
      "users.email as ownerEmail",
      "users.role as ownerRole",
      "users.approved as ownerApproved",
      "users.created_at as ownerCreatedAt",
      // last_used_at is written at most once a minute per key, not on every request.
      sql<boolean>`(api_keys.last_used_at is null or api_keys.last_used_at < now() - interval '1 minute')`.as(
        "lastUsedStale",
      ),
    ])
    .where("api_keys.hash", "=", hash)
    .where("api_keys.revoked_at", "is", null)
    .where((eb) =>
      eb.or([
        eb("api_keys.expires_at", "is", null),
        eb("api_keys.expires_at", ">", sql<Date>`now()`),
      ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  const {
    ownerId: id,
    ownerUsername: username,
    ownerEmail: email,
    ownerRole: role,
    ownerApproved: approved,
    ownerCreatedAt: createdAt,
    lastUsedStale,
    ...key
  } = row;
  return { key, owner: { id, username, email, role, approved, createdAt }, lastUsedStale };
}

export async function touchApiKey(db: Db, id: number): Promise<void> {
  await db
    .updateTable("api_keys")
    .set({ last_used_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}
