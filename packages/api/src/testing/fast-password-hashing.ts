import { usePasswordHashCost } from "../services/accounts/passwords";

/**
 * Setup of the unit lane: argon2 at 1 MiB and one pass instead of 64 MiB and three, so the
 * hundreds of accounts the tests create and sign in cost milliseconds each. The reliability
 * lane and every spawned server keep the real cost; passwords.test.ts checks it.
 */
export const LANE_PASSWORD_HASH_COST = { memoryCost: 1024, timeCost: 1 };

usePasswordHashCost(LANE_PASSWORD_HASH_COST);
