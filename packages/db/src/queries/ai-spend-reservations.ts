import { sql, type Transaction } from "kysely";
import type { Database, Db } from "../schema";

/** What one AI call is expected to spend, before it runs. */
export interface SpendEstimate {
  inputTokens: number;
  outputTokens: number;
  images: number;
}

/** Advisory lock classes (first key of pg_advisory_xact_lock's two-key form). */
const ACCOUNT_ADMISSIONS = 727_001;
const BUDGET_ADMISSIONS = 727_002;

/**
 * Queues this transaction behind other admissions that could spend the same limit, until it
 * commits: every admission while an installation budget is set (everyone spends it), otherwise
 * the account's own. An advisory lock, so no table row is held and readers are never blocked.
 */
export async function lockSpendAdmission(
  trx: Transaction<Database>,
  scope: { budget: boolean; userId: number | null },
): Promise<void> {
  const [kind, key] = scope.budget
    ? [BUDGET_ADMISSIONS, 0]
    : [ACCOUNT_ADMISSIONS, scope.userId ?? 0];
  await sql`select pg_advisory_xact_lock(${kind}::int, ${key}::int)`.execute(trx);
}

/**
 * Reserves a call's estimated tokens and cost (priced like ai_calls, from the model's current
 * price; an unpriced model costs 0) until `ttlSeconds` from now. Returns the reservation's id.
 */
export async function insertSpendReservation(
  db: Db,
  reservation: {
    userId: number | null;
    model: string;
    estimate: SpendEstimate;
    ttlSeconds: number;
  },
): Promise<string> {
  const { userId, model, estimate, ttlSeconds } = reservation;
  const result = await sql<{ id: string }>`
    insert into ai_spend_reservations (user_id, tokens, cost_usd, expires_at)
    values (
      ${userId}::int,
      ${estimate.inputTokens + estimate.outputTokens}::int,
      coalesce((select round(
        input_per_million * ${estimate.inputTokens}::int / 1000000
        + output_per_million * ${estimate.outputTokens}::int / 1000000
        + per_image * ${estimate.images}::int, 6) from model_prices where model = ${model}), 0),
      now() + make_interval(secs => ${ttlSeconds}::int))
    returning id::text as id
  `.execute(db);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error("the reservation was not written");
  return id;
}

/** Gives a reservation back (the call never ran, or ended without a record). */
export async function deleteSpendReservation(db: Db, id: string): Promise<void> {
  await sql`delete from ai_spend_reservations where id = ${id}::bigint`.execute(db);
}

/** Removes reservations that lapsed (their instance stopped before settling them). */
export async function deleteExpiredSpendReservations(db: Db): Promise<number> {
  const result = await sql`delete from ai_spend_reservations where expires_at <= now()`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
