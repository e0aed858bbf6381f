import type { Database } from "@studio/db";
import { findIdentityClash, findUserCredentials, insertUser, type UserRecord } from "@studio/db";
import {
  AppError,
  authMessages,
  cleanIdentifier,
  identityKey,
  type loginInput,
  type RegisterInput,
} from "@studio/shared";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { recordAudit } from "../review/audit-trail";
import { accountEvent } from "./account-event";
import { recordLoginSuccess, reserveLoginAttempt, reserveSignup } from "./login-throttle";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "./passwords";

type LoginInput = z.output<typeof loginInput>;

/**
 * Checks credentials. Unknown account and wrong password get the same message, status and
 * (through the dummy verification) about the same time; "pending approval" is said only after
 * the password verified, so it reveals nothing to someone guessing.
 */
export async function authenticate(
  db: Kysely<Database>,
  input: LoginInput,
  clientIp: string,
): Promise<UserRecord> {
  const email = cleanIdentifier(input.email ?? "");
  const identifier = email || cleanIdentifier(input.username ?? "");
  const lookup = email ? { email } : { username: identifier };
  const account = await findUserCredentials(db, lookup);
  // Reserved before the (slow) verification: concurrent or batched attempts beyond the limit
  // are refused without ever being evaluated.
  const attempt = {
    account: account ? `id:${account.id}` : `name:${identityKey(identifier)}`,
    ip: clientIp,
  };
  const reserved = await reserveLoginAttempt(db, attempt);
  const verified = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);

  if (!account || !verified) throw new AppError("UNAUTHORIZED", authMessages.invalidCredentials);
  await recordLoginSuccess(db, attempt, reserved);
  if (!account.approved) throw new AppError("FORBIDDEN", authMessages.pendingApproval);

  const { passwordHash: _hash, ...user } = account;
  return user;
}

/** Self-service sign-up: always role user, always pending approval; throttled per address. */
export async function register(
  db: Kysely<Database>,
  input: RegisterInput,
  clientIp: string,
): Promise<UserRecord> {
  await reserveSignup(db, clientIp);
  await assertIdentityFree(db, input);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await insertUser(trx, {
        username: input.username,
        email: input.email,
        passwordHash,
        role: "user",
        approved: false,
      });
      // A sign-up is its own actor: nobody else made the account.
      await recordAudit(trx, user, accountEvent("register", user));
      return user;
    });
  } catch (error) {
    // Two sign-ups racing for one name: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) await assertIdentityFree(db, input);
    throw error;
  }
}

export async function assertIdentityFree(
  db: Kysely<Database>,
  identity: { username: string; email: string },
  exceptUserId?: number,
): Promise<void> {
  const clash = await findIdentityClash(db, identity, exceptUserId);
  if (clash.username) throw new AppError("CONFLICT", authMessages.usernameTaken);
  if (clash.email) throw new AppError("CONFLICT", authMessages.emailTaken);
}

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "23505";
}
