import { sql } from "kysely";
import type { Db } from "../schema";
import { toRecord, type UserRecord } from "./users";

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
  "api_keys.user_id",
  "api_keys.name",
  "api_keys.prefix",
  "api_keys.scopes",
  "api_keys.expires_at",
  "api_keys.revoked_at",
  "api_keys.last_used_at",
  "api_keys.created_at",
] as const;

interface KeyRow {
  id: number;
  user_id: number;
  name: string;
  prefix: string;
  scopes: string[];
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_at: Date;
}

function toKeyRecord(row: KeyRow): ApiKeyRecord {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    expiresAt: row.expires_at,
    revokedAt: row.revoked_at,
    lastUsedAt: row.last_used_at,
    createdAt: row.created_at,
  };
}

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
  const row = await db
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
  return toKeyRecord(row);
}

/** One account's keys, newest first (revoked ones included: the list shows them as revoked). */
export async function listApiKeysOfUser(db: Db, userId: number): Promise<ApiKeyRecord[]> {
  const rows = await db
    .selectFrom("api_keys")
    .select(keyColumns)
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toKeyRecord);
}

/** Every account's keys with their owner's name, for administrators. */
export async function listAllApiKeys(
  db: Db,
): Promise<(ApiKeyRecord & { ownerUsername: string })[]> {
  const rows = await db
    .selectFrom("api_keys")
    .innerJoin("users", "users.id", "api_keys.user_id")
    .select([...keyColumns, "users.username as owner_username"])
    .orderBy("api_keys.created_at", "desc")
    .orderBy("api_keys.id", "desc")
    .execute();
  return rows.map((row) => ({ ...toKeyRecord(row), ownerUsername: row.owner_username }));
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
  const row = await query.returning(keyColumns).executeTakeFirst();
  return row && toKeyRecord(row);
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
      "users.id as owner_id",
      "users.username as owner_username",
      "users.email as owner_email",
      "users.role as owner_role",
      "users.approved as owner_approved",
      "users.created_at as owner_created_at",
      // last_used_at is written at most once a minute per key, not on every request.
      sql<boolean>`(api_keys.last_used_at is null or api_keys.last_used_at < now() - interval '1 minute')`.as(
        "last_used_stale",
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
  return {
    key: toKeyRecord(row),
    owner: toRecord({
      id: row.owner_id,
      username: row.owner_username,
      email: row.owner_email,
      role: row.owner_role,
      approved: row.owner_approved,
      created_at: row.owner_created_at,
    }),
    lastUsedStale: row.last_used_stale,
  };
}

export async function touchApiKey(db: Db, id: number): Promise<void> {
  await db
    .updateTable("api_keys")
    .set({ last_used_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}
