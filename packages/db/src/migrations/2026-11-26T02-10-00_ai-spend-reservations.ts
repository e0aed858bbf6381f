import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * What AI calls in flight expect to spend (issue 27): an admission reserves the call's estimated
 * tokens and cost here before the call starts, in the same locked transaction that checks the
 * quota and budget, and the call's record replaces it when it ends. Parallel calls therefore see
 * each other's spend: a monthly quota of 1 token lets one call through, not nine. A reservation
 * whose instance died lapses at `expires_at` (and the housekeeping sweep removes it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ai_spend_reservations")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Visitors have no quota; their reservations still count against the installation's budget.
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("tokens", "integer", (c) => c.notNull())
    .addColumn("cost_usd", "numeric(14, 6)", (c) => c.notNull().defaultTo(0))
    .addColumn("expires_at", "timestamptz", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("ai_spend_reservations_user_idx")
    .on("ai_spend_reservations")
    .columns(["user_id", "expires_at"])
    .execute();
  await db.schema
    .createIndex("ai_spend_reservations_expires_idx")
    .on("ai_spend_reservations")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("ai_spend_reservations").execute();
}
