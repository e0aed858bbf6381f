import { createHash, randomBytes } from "node:crypto";
import type { Database, Db, DbConnection, UserRecord } from "@studio/db";
import {
  type ApiKeyRecord,
  addHit,
  findUsableApiKey,
  insertApiKey,
  listAllApiKeys,
  listApiKeysOfUser,
  lockUsableApiKeyCount,
  revokeApiKey,
  touchApiKey,
} from "@studio/db";
import {
  type AdminApiKeyDto,
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_MINUTE,
  API_KEY_VISIBLE_CHARS,
  API_KEYS_PER_ACCOUNT,
  type ApiKeyDto,
  type ApiKeyScope,
  AppError,
  apiKeyMessages,
  apiKeyScopes,
  type CreatedApiKeyDto,
} from "@studio/shared";
import type { Kysely } from "kysely";
import { inTransaction, recordAudit } from "../review/audit-trail";

type CreateInput = { name: string; scopes: ApiKeyScope[]; expiresAt?: Date | null | undefined };

/**
 * SHA-256, not argon2: a key is 32 random bytes (256 bits), so nobody can guess it from its hash
 * however fast the hash is; a slow hash only protects low-entropy secrets like passwords, and
 * here it would cost every API request a deliberate ~65 ms. A fast hash also lets the lookup be
 * one indexed equality.
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** `pr_` and 43 base64url characters (32 random bytes). */
export function generateApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** Only the scopes we know: a scope dropped from the product in future grants nothing. */
function knownScopes(scopes: string[]): ApiKeyScope[] {
  return scopes.filter((s): s is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(s));
}

function toDto(key: ApiKeyRecord): ApiKeyDto {
  return {
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    scopes: knownScopes(key.scopes),
    expiresAt: key.expiresAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    createdAt: key.createdAt.toISOString(),
  };
}

/** A new key for `owner`, within API_KEYS_PER_ACCOUNT usable keys (revoked and expired ones don't count). */
export async function createApiKey(
  db: DbConnection,
  owner: UserRecord,
  input: CreateInput,
): Promise<CreatedApiKeyDto> {
  // A user's key could never use 'admin' (checked again per request); refusing it here says so.
  if (input.scopes.includes("admin") && owner.role !== "admin") {
    throw new AppError("FORBIDDEN", apiKeyMessages.adminScopeNeedsAdmin);
  }
  const key = generateApiKey();
  const saved = await inTransaction(db, async (trx) => {
    if ((await lockUsableApiKeyCount(trx, owner.id)) >= API_KEYS_PER_ACCOUNT) {
      throw new AppError("CONFLICT", apiKeyMessages.tooManyKeys(API_KEYS_PER_ACCOUNT));
    }
    const row = await insertApiKey(trx, {
      userId: owner.id,
      name: input.name,
      prefix: key.slice(0, API_KEY_VISIBLE_CHARS),
      hash: hashApiKey(key),
      scopes: input.scopes,
      expiresAt: input.expiresAt ?? null,
    });
    // The prefix and scopes say which key; the key itself is never recorded.
    await recordAudit(trx, owner, {
      subjectType: "api_key",
      action: "create",
      subjectId: row.id,
      detail: { name: row.name, prefix: row.prefix, scopes: row.scopes, ownerId: owner.id },
    });
    return row;
  });
  const { revokedAt: _r, lastUsedAt: _l, ...dto } = toDto(saved);
  return { ...dto, key };
}

export async function listOwnApiKeys(db: Db, userId: number): Promise<ApiKeyDto[]> {
  return (await listApiKeysOfUser(db, userId)).map(toDto);
}

export async function listEveryApiKey(db: Db): Promise<AdminApiKeyDto[]> {
  return (await listAllApiKeys(db)).map((key) => ({
    ...toDto(key),
    owner: { id: key.userId, username: key.ownerUsername },
  }));
}

/**
 * Revokes a key of `actor` (any key when `anyOwner`, for administrators). Another account's key
 * answers 404, as if it did not exist.
 */
export async function revokeKey(
  db: Db,
  actor: UserRecord,
  id: number,
  anyOwner: boolean,
): Promise<ApiKeyDto> {
  const revoked = await inTransaction(db, async (trx) => {
    const row = await revokeApiKey(trx, id, anyOwner ? null : actor.id);
    if (!row) throw new AppError("NOT_FOUND", apiKeyMessages.notFound);
    await recordAudit(trx, actor, {
      subjectType: "api_key",
      action: "revoke",
      subjectId: id,
      detail: { name: row.name, prefix: row.prefix, ownerId: row.userId },
    });
    return row;
  });
  return toDto(revoked);
}

export interface ResolvedApiKey {
  keyId: number;
  scopes: ApiKeyScope[];
  owner: UserRecord;
}

/**
 * Who a bearer key acts for, read from the database on every request (one indexed query joined
 * with the owner): a revoked or expired key, or an owner who was unapproved or deleted, is
 * refused at once on every instance. Counts the request against the key's own per-minute limit:
 * `calls` requests, as a tRPC batch runs that many procedures.
 */
export async function resolveApiKey(
  db: Kysely<Database>,
  key: string,
  limitPerMinute: number = API_KEY_REQUESTS_PER_MINUTE,
  calls = 1,
): Promise<ResolvedApiKey> {
  const found = key.startsWith(API_KEY_PREFIX)
    ? await findUsableApiKey(db, hashApiKey(key))
    : undefined;
  if (!found?.owner.approved) {
    throw new AppError("UNAUTHORIZED", apiKeyMessages.invalidKey);
  }
  if (limitPerMinute > 0) {
    const { hits, resetsAt } = await addHit(db, `apikey:${found.key.id}`, 60, calls);
    if (hits > limitPerMinute) {
      const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - Date.now()) / 1000));
      throw new AppError("TOO_MANY_REQUESTS", apiKeyMessages.tooManyRequests(seconds), seconds);
    }
  }
  if (found.lastUsedStale) await touchApiKey(db, found.key.id);
  return { keyId: found.key.id, scopes: knownScopes(found.key.scopes), owner: found.owner };
}
