import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id well above OWASP's minimum (19 MiB, t=2, p=1): 64 MiB, t=3, about 65 ms per hash on
 * the project's machines (19 MiB took 14 ms, too cheap against offline guessing). The benchmark
 * report has the login figures at this cost.
 */
// `Algorithm` is an ambient const enum that verbatimModuleSyntax cannot import; 2 is Argon2id.
export const PASSWORD_HASH_PARAMS = {
  algorithm: 2,
  memoryCost: 65_536,
  timeCost: 3,
  parallelism: 1,
} as const;

/** argon2's memory (KiB) and passes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

let params: Omit<typeof PASSWORD_HASH_PARAMS, keyof PasswordHashCost> & PasswordHashCost =
  PASSWORD_HASH_PARAMS;

/**
 * Tests only: the unit lane creates and signs in hundreds of accounts, and at the real cost
 * argon2 was a sixth of the lane's time. A stored hash names its own parameters, so hashes made
 * at either cost verify the same way; the real cost is checked in passwords.test.ts.
 */
export function usePasswordHashCost(cost: PasswordHashCost): void {
  params = { ...PASSWORD_HASH_PARAMS, ...cost };
  dummyHash = undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification, so an unknown account cannot be told apart from
 * a wrong password by how long the answer takes.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("dummy password that never matches anything");
  await verifyPassword(await dummyHash, password);
  return false;
}
