import type { Transaction } from "kysely";
import type { Database } from "../schema";

/**
 * Locks the approved administrators' rows for the rest of the transaction and counts them, so
 * two admins demoting or deleting each other at once cannot leave the product without one.
 */
export async function lockApprovedAdminCount(trx: Transaction<Database>): Promise<number> {
  const rows = await trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("approved", "=", true)
    .orderBy("id")
    .forUpdate()
    .execute();
  return rows.length;
}
