import { randomBytes } from "node:crypto";
import {
  countAdmins,
  type DbConnection,
  deleteUserSessions,
  findUserCredentials,
  insertUser,
  revokeApiKeysOfUser,
  updateUser,
} from "@studio/db";
import { type CacheInvalidation, noCacheInvalidation } from "../platform/cache-invalidation";
import { type AuditEntry, recordAudit } from "../review/audit-trail";
import { hashPassword, verifyPassword } from "./passwords";

/** The administrator the operator configured (ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD). */
export interface ConfiguredAdmin {
  username: string;
  email: string | undefined;
  password: string | undefined;
}

/** What ensureAdministrator did, for the host to log. */
export type AdminBootstrap =
  | { outcome: "unchanged" }
  | { outcome: "created" }
  | { outcome: "restored" }
  /** No administrator existed and none was configured: this one was made up, shown once. */
  | { outcome: "generated"; password: string };

/**
 * A password given: that administrator exists, approved, with that password. Not given and no
 * administrator at all: one is created with a random password, which the host prints once so
 * the person installing the product can sign in. `caches`: the host's, when it already keeps any.
 */
export async function ensureAdministrator(
  db: DbConnection,
  admin: ConfiguredAdmin,
  caches: CacheInvalidation = noCacheInvalidation,
): Promise<AdminBootstrap> {
  const email = admin.email ?? `${admin.username}@localhost.localdomain`;
  if (admin.password) {
    const existing = await findUserCredentials(db, { username: admin.username });
    if (!existing) {
      await insertAdmin(db, admin.username, email, admin.password);
      return { outcome: "created" };
    }
    const passwordMatches = await verifyPassword(existing.passwordHash, admin.password);
    const emailMatches = !admin.email || existing.email === admin.email;
    // An ordinary restart changes nothing, so it writes nothing (and announces no user change).
    if (existing.role === "admin" && existing.approved && emailMatches && passwordMatches) {
      return { outcome: "unchanged" };
    }
    const passwordHash = passwordMatches ? undefined : await hashPassword(admin.password);
    await db.transaction().execute(async (trx) => {
      await updateUser(trx, existing.id, {
        role: "admin",
        approved: true,
        ...(emailMatches ? {} : { email: admin.email }),
        ...(passwordHash ? { passwordHash } : {}),
      });
      // A password reset through the configuration is how an operator locks out whoever learnt
      // the old one: their sessions and API keys must end with it.
      if (!passwordMatches) {
        await deleteUserSessions(trx, existing.id);
        await revokeApiKeysOfUser(trx, existing.id);
      }
      // The system did it (the operator's configuration), so the events name no actor.
      const subject = { subjectType: "user", subjectId: existing.id } as const;
      const events: AuditEntry[] = [
        ...(existing.role === "admin"
          ? []
          : [{ ...subject, action: "role_change", detail: { from: existing.role, to: "admin" } }]),
        ...(existing.approved ? [] : [{ ...subject, action: "approve" }]),
        ...(passwordMatches ? [] : [{ ...subject, action: "password_change" }]),
        ...(emailMatches ? [] : [{ ...subject, action: "update", detail: { changed: ["email"] } }]),
      ] as AuditEntry[];
      for (const event of events) await recordAudit(trx, null, event);
    });
    caches.userChanged(existing.id);
    return { outcome: "restored" };
  }

  if ((await countAdmins(db)) > 0) return { outcome: "unchanged" };
  const password = randomBytes(12).toString("base64url");
  await insertAdmin(db, admin.username, email, password);
  return { outcome: "generated", password };
}

async function insertAdmin(db: DbConnection, username: string, email: string, password: string) {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      username,
      email,
      passwordHash,
      role: "admin",
      approved: true,
    });
    await recordAudit(trx, null, {
      subjectType: "user",
      action: "create",
      subjectId: user.id,
      detail: { username, role: "admin", source: "configuration" },
    });
  });
}
