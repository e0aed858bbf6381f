import type { Db, DbConnection } from "@studio/db";
import {
  approveUsers,
  deleteUser as deleteUserRow,
  deleteUserSessions,
  deleteUsers,
  findUserById,
  findUsersByIds,
  insertUser,
  listUsersPage,
  lockApprovedAdminCount,
  readTokenQuota,
  revokeApiKeysOfUser,
  type UserRecord,
  updateUser as updateUserRow,
  writeTokenQuota,
} from "@studio/db";
import type {
  AdminUserDto,
  AdminUserPage,
  bulkIdsInput,
  CreateUser,
  SetApprovalInput,
  UpdateUser,
  UserLegacyListQuery,
  UserListQuery,
} from "@studio/shared";
import { AppError, userAdminMessages } from "@studio/shared";
import { z } from "zod";
import type { CacheInvalidation } from "../platform/cache-invalidation";
import { cursorMicros, cursorRowId, keyset, keysetWindow, toPage } from "../platform/keyset-cursor";
import { type AuditActor, recordAudit } from "../review/audit-trail";
import { accountEvent } from "./account-event";
import { assertIdentityFree, isUniqueViolation } from "./auth";
import { hashPassword } from "./passwords";
import { toUserDto } from "./users-dto";

/** Pending sign-ups first, then newest: approved, created_at in epoch microseconds, id. */
const userKeyset = keyset({
  approved: z.boolean(),
  createdAtMicros: cursorMicros,
  id: cursorRowId,
});

/**
 * A page of the administrators' user list (pending sign-ups first, then newest). The legacy
 * REST window may start at an `offset` instead of a cursor; both answer the next cursor.
 */
export async function listUsers(
  db: Db,
  query: UserListQuery | UserLegacyListQuery,
): Promise<AdminUserPage> {
  const rows = await listUsersPage(db, {
    q: query.q,
    role: query.role,
    approved: query.approval === undefined ? undefined : query.approval === "approved",
    ...keysetWindow(query, userKeyset),
  });
  return toPage(
    rows,
    query.limit,
    (row) => ({ ...toUserDto(row), monthlyTokenQuota: row.monthlyTokenQuota }),
    userKeyset.cursorOf,
  );
}

type BulkIds = z.output<typeof bulkIdsInput>;

/** Approves the pending accounts among `ids` (a sign-up flood); unknown ids are skipped. */
export async function bulkApprove(
  db: DbConnection,
  caches: CacheInvalidation,
  actor: AuditActor,
  input: BulkIds,
): Promise<{ updated: number }> {
  const approved = await db.transaction().execute(async (trx) => {
    const ids = await approveUsers(trx, input.ids);
    for (const id of ids) {
      await recordAudit(trx, actor, { subjectType: "user", action: "approve", subjectId: id });
    }
    return ids;
  });
  for (const id of approved) caches.userChanged(id);
  return { updated: approved.length };
}

/**
 * Deletes the accounts among `ids` with their sessions, in one transaction; unknown ids are
 * skipped. The acting administrator's own account is refused, and so is a selection that
 * would leave no approved administrator.
 */
export async function bulkDelete(
  db: DbConnection,
  caches: CacheInvalidation,
  actor: NonNullable<AuditActor>,
  input: BulkIds,
): Promise<{ deleted: number }> {
  if (input.ids.includes(actor.id)) {
    throw new AppError("FORBIDDEN", userAdminMessages.cannotDeleteSelf);
  }
  const { ids, deleted } = await db.transaction().execute(async (trx) => {
    const targets = await findUsersByIds(trx, input.ids);
    const admins = targets.filter((u) => u.role === "admin" && u.approved).length;
    if (admins > 0 && (await lockApprovedAdminCount(trx)) - admins < 1) {
      throw new AppError("FORBIDDEN", userAdminMessages.lastAdmin);
    }
    const targetIds = targets.map((u) => u.id);
    const deleted = await deleteUsers(trx, targetIds);
    for (const target of targets) {
      await recordAudit(trx, actor, accountEvent("delete", target));
    }
    return { ids: targetIds, deleted };
  });
  for (const id of ids) caches.userChanged(id);
  return { deleted };
}

/** The admin's view of an account: the user DTO plus its monthly token quota. */
async function toAdminDto(db: Db, user: UserRecord): Promise<AdminUserDto> {
  return { ...toUserDto(user), monthlyTokenQuota: await readTokenQuota(db, user.id) };
}

async function requireUser(db: Db, id: number): Promise<UserRecord> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError("NOT_FOUND", userAdminMessages.notFound);
  return user;
}

/** A unique-index race on username/email ends as the same 409 the pre-check gives. */
async function withIdentityRace<T>(
  db: DbConnection,
  identity: { username: string; email: string },
  exceptUserId: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  await assertIdentityFree(db, identity, exceptUserId);
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) await assertIdentityFree(db, identity, exceptUserId);
    throw error;
  }
}

/** Accounts an administrator creates are approved: the administrator is the approval. */
export async function createUser(
  db: DbConnection,
  actor: AuditActor,
  input: CreateUser,
): Promise<AdminUserDto> {
  const passwordHash = await hashPassword(input.password);
  const user = await withIdentityRace(db, input, undefined, () =>
    db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        username: input.username,
        email: input.email,
        passwordHash,
        role: input.role,
        approved: true,
      });
      if (input.monthlyTokenQuota != null) {
        await writeTokenQuota(trx, created.id, input.monthlyTokenQuota);
      }
      await recordAudit(trx, actor, accountEvent("create", created));
      return created;
    }),
  );
  return { ...toUserDto(user), monthlyTokenQuota: input.monthlyTokenQuota ?? null };
}

/** A partial update keeps the username and email it leaves out. */
async function withCurrentIdentity(
  db: DbConnection,
  input: UpdateUser,
): Promise<UpdateUser & { username: string; email: string }> {
  const { username, email } = input;
  if (username !== undefined && email !== undefined) return { ...input, username, email };
  const current = await requireUser(db, input.id);
  return { ...input, username: username ?? current.username, email: email ?? current.email };
}

/**
 * `actor.sessionId` is the session making the change: when administrators change their own
 * password, every other session of theirs ends (whoever knew the old password is out) and this
 * one stays.
 */
export async function updateUser(
  db: DbConnection,
  caches: CacheInvalidation,
  actor: NonNullable<AuditActor> & { sessionId: string | null },
  partial: UpdateUser,
): Promise<AdminUserDto> {
  const actorId = actor.id;
  const input = await withCurrentIdentity(db, partial);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await withIdentityRace(db, input, input.id, () =>
    db.transaction().execute(async (trx) => {
      const target = await requireUser(trx, input.id);
      const demoting = target.role === "admin" && input.role === "user";
      if (demoting) {
        if (target.id === actorId)
          throw new AppError("FORBIDDEN", userAdminMessages.cannotDemoteSelf);
        if ((await lockApprovedAdminCount(trx)) <= 1 && target.approved) {
          throw new AppError("FORBIDDEN", userAdminMessages.lastAdmin);
        }
      }
      const user = await updateUserRow(trx, input.id, {
        username: input.username,
        email: input.email,
        ...(input.role ? { role: input.role } : {}),
        ...(passwordHash ? { passwordHash } : {}),
      });
      // A new password must lock out whoever knew the old one, on every device and every tool:
      // only the session making the change survives it, and no API key does.
      if (passwordHash) {
        await deleteUserSessions(trx, input.id, input.id === actorId ? actor.sessionId : null);
        await revokeApiKeysOfUser(trx, input.id);
      }
      // The admin scope stops with the role, for good: promoting the account again later must
      // not wake keys that were idle meanwhile.
      if (demoting) await revokeApiKeysOfUser(trx, input.id, "admin");
      if (input.monthlyTokenQuota !== undefined) {
        await writeTokenQuota(trx, input.id, input.monthlyTokenQuota);
      }
      if (user) await recordUserUpdate(trx, actor, target, input, Boolean(passwordHash));
      return user && toAdminDto(trx, user);
    }),
  );
  if (!updated) throw new AppError("NOT_FOUND", userAdminMessages.notFound);
  caches.userChanged(input.id);
  return updated;
}

/**
 * One event per kind of change: a role change and a password change are what an examiner looks
 * for, so they are never folded into a generic update (and no password is ever written).
 */
async function recordUserUpdate(
  db: Db,
  actor: AuditActor,
  before: UserRecord,
  input: UpdateUser & { username: string; email: string },
  passwordChanged: boolean,
): Promise<void> {
  const subject = { subjectType: "user", subjectId: before.id } as const;
  if (input.role !== undefined && input.role !== before.role) {
    await recordAudit(db, actor, {
      ...subject,
      action: "role_change",
      detail: { from: before.role, to: input.role },
    });
  }
  if (passwordChanged) await recordAudit(db, actor, { ...subject, action: "password_change" });
  const changed = [
    ...(input.username !== before.username ? ["username"] : []),
    ...(input.email !== before.email ? ["email"] : []),
    ...(input.monthlyTokenQuota !== undefined ? ["monthlyTokenQuota"] : []),
  ];
  if (changed.length > 0) {
    await recordAudit(db, actor, {
      ...subject,
      action: "update",
      detail: {
        changed,
        username: input.username,
        ...(input.monthlyTokenQuota !== undefined
          ? { monthlyTokenQuota: input.monthlyTokenQuota }
          : {}),
      },
    });
  }
}

/**
 * Deleting an account ends its sessions in the same transaction. What the account wrote and
 * approved stays on record under its id (shown as a former user); its unapproved drafts stay
 * ownerless, as before.
 */
export async function deleteUser(
  db: DbConnection,
  caches: CacheInvalidation,
  actor: NonNullable<AuditActor>,
  id: number,
): Promise<{ id: number }> {
  const actorId = actor.id;
  if (id === actorId) throw new AppError("FORBIDDEN", userAdminMessages.cannotDeleteSelf);
  await db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, id);
    if (target.role === "admin" && target.approved && (await lockApprovedAdminCount(trx)) <= 1) {
      throw new AppError("FORBIDDEN", userAdminMessages.lastAdmin);
    }
    await deleteUserSessions(trx, id);
    await deleteUserRow(trx, id);
    await recordAudit(trx, actor, accountEvent("delete", target));
  });
  caches.userChanged(id);
  return { id };
}

/** Unapproving signs the person out everywhere at once and revokes their API keys. */
export async function setApproval(
  db: DbConnection,
  caches: CacheInvalidation,
  actor: NonNullable<AuditActor>,
  input: SetApprovalInput,
): Promise<AdminUserDto> {
  if (input.id === actor.id && !input.approved) {
    throw new AppError("FORBIDDEN", userAdminMessages.cannotUnapproveSelf);
  }
  const user = await db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, input.id);
    if (!input.approved && target.role === "admin" && target.approved) {
      if ((await lockApprovedAdminCount(trx)) <= 1) {
        throw new AppError("FORBIDDEN", userAdminMessages.lastAdmin);
      }
    }
    const updated = await updateUserRow(trx, input.id, { approved: input.approved });
    // Signed out everywhere, and the keys revoked (not just refused while unapproved), so
    // approving the account again gives it no keys back.
    if (!input.approved) {
      await deleteUserSessions(trx, input.id);
      await revokeApiKeysOfUser(trx, input.id);
    }
    if (updated && target.approved !== input.approved) {
      await recordAudit(trx, actor, {
        subjectType: "user",
        action: input.approved ? "approve" : "unapprove",
        subjectId: input.id,
      });
    }
    return updated;
  });
  if (!user) throw new AppError("NOT_FOUND", userAdminMessages.notFound);
  caches.userChanged(input.id);
  return toAdminDto(db, user);
}
