import { randomBytes } from "node:crypto";
import { hashPassword, verifyPassword } from "@studio/api";
import type { Database } from "@studio/db";
import {
  countAdmins,
  deleteUserSessions,
  findUserCredentials,
  insertUser,
  updateUser,
} from "@studio/db";
import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Config } from "./env";

/**
 * ADMIN_PASSWORD given: that administrator exists, approved, with that password. Not given and
 * no administrator at all: one is created with a random password, printed once so the person
 * installing the product can sign in.
 */
export async function bootstrapAdmin(
  db: Kysely<Database>,
  admin: Config["admin"],
  log: FastifyBaseLogger,
): Promise<void> {
  const email = admin.email ?? `${admin.username}@localhost.localdomain`;
  if (admin.password) {
    const existing = await findUserCredentials(db, { username: admin.username });
    if (!existing) {
      await insertUser(db, {
        username: admin.username,
        email,
        passwordHash: await hashPassword(admin.password),
        role: "admin",
        approved: true,
      });
      log.info(
        { username: admin.username },
        "created the administrator from ADMIN_USERNAME/ADMIN_PASSWORD",
      );
      return;
    }
    const passwordMatches = await verifyPassword(existing.passwordHash, admin.password);
    const emailMatches = !admin.email || existing.email === admin.email;
    // An ordinary restart changes nothing, so it writes nothing (and announces no user change).
    if (existing.role === "admin" && existing.approved && emailMatches && passwordMatches) return;
    await updateUser(db, existing.id, {
      role: "admin",
      approved: true,
      ...(emailMatches ? {} : { email: admin.email }),
      ...(passwordMatches ? {} : { passwordHash: await hashPassword(admin.password) }),
    });
    // A password reset through the configuration is how an operator locks out whoever learnt
    // the old one: their sessions must end with it.
    if (!passwordMatches) await deleteUserSessions(db, existing.id);
    return;
  }

  if ((await countAdmins(db)) > 0) return;
  const password = randomBytes(12).toString("base64url");
  await insertUser(db, {
    username: admin.username,
    email,
    passwordHash: await hashPassword(password),
    role: "admin",
    approved: true,
  });
  // Printed once, on purpose: without it nobody could ever sign in to a fresh install.
  log.warn(
    `No administrator existed, so one was created. Sign in at /admin/login as "${admin.username}" with password: ${password} (set ADMIN_PASSWORD to choose your own).`,
  );
}
