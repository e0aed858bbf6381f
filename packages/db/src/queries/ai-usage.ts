import { sql } from "kysely";
import type { AiCallKind, AiCallOutcome, Db } from "../schema";

export interface AiCallRecord {
  userId: number | null;
  visitorHash: string | null;
  productId: number | null;
  kind: AiCallKind;
  provider: string;
  model: string;
  inputTokens: number;
  outputTokens: number;
  images: number;
  estimated: boolean;
  durationMs: number;
  outcome: AiCallOutcome;
}

/**
 * Records one AI call and adds it to the roll-ups in a single statement (so all
 * or none are written). The cost is priced in SQL from the model's current price; a model
 * without a price costs 0. `settles`: the spend reservation this call replaces, removed in the
 * same statement so the month's figures never count the call twice or not at all.
 */
export async function insertAiCall(
  db: Db,
  call: AiCallRecord,
  settles: string | null = null,
): Promise<void> {
  await sql`
    with settled as (
      delete from ai_spend_reservations where id = ${settles}::bigint
    ), price as (
      select input_per_million, output_per_million, per_image
      from model_prices where model = ${call.model}
    ), c as (
      insert into ai_calls (user_id, visitor_hash, product_id, kind, provider, model,
        input_tokens, output_tokens, images, estimated, duration_ms, outcome, cost_usd)
      -- An account or product deleted while the call ran is recorded as gone (null), as
      -- deleting it afterwards would have left it, rather than failing the foreign key.
      values ((select id from users where id = ${call.userId}::int), ${call.visitorHash}::text,
        (select id from products where id = ${call.productId}::int),
        ${call.kind}, ${call.provider}, ${call.model}, ${call.inputTokens}::int,
        ${call.outputTokens}::int, ${call.images}::int, ${call.estimated}::boolean,
        ${call.durationMs}::int, ${call.outcome},
        coalesce((select round(
          input_per_million * ${call.inputTokens}::int / 1000000
          + output_per_million * ${call.outputTokens}::int / 1000000
          + per_image * ${call.images}::int, 6) from price), 0))
      returning (at at time zone 'UTC')::date as day, user_id, product_id, kind, model,
        input_tokens, output_tokens, cost_usd
    ), by_user as (
      insert into ai_usage_by_user as d
        (day, user_id, requests, input_tokens, output_tokens, cost_usd)
      select day, user_id, 1, input_tokens, output_tokens, cost_usd from c
      on conflict (user_id, day) do update set ${addExcluded}
    ), by_user_month as (
      insert into ai_usage_by_user_month as d
        (month, user_id, requests, input_tokens, output_tokens, cost_usd)
      select date_trunc('month', day)::date, user_id, 1, input_tokens, output_tokens, cost_usd
      from c
      on conflict (user_id, month) do update set ${addExcluded}
    ), by_product as (
      insert into ai_usage_by_product as d
        (day, product_id, requests, input_tokens, output_tokens, cost_usd)
      select day, product_id, 1, input_tokens, output_tokens, cost_usd from c
      on conflict (day, product_id) do update set ${addExcluded}
    )
    insert into ai_usage_by_kind as d
      (day, kind, model, requests, input_tokens, output_tokens, cost_usd)
    select day, kind, model, 1, input_tokens, output_tokens, cost_usd from c
    on conflict (day, kind, model) do update set ${addExcluded}
  `.execute(db);
}

const addExcluded = sql.raw(`
  requests = d.requests + 1,
  input_tokens = d.input_tokens + excluded.input_tokens,
  output_tokens = d.output_tokens + excluded.output_tokens,
  cost_usd = d.cost_usd + excluded.cost_usd`);

export interface MonthAllowance {
  /** The account's quota (null: unlimited, or a visitor). */
  quota: number | null;
  /** The account's tokens this calendar month (UTC). */
  usedTokens: number;
  /** Tokens the account's calls in flight have reserved (0 for visitors). */
  reservedTokens: number;
  /** The installation's monthly budget in USD (null: none). */
  budgetUsd: number | null;
  /** The installation's cost this month; only summed when a budget is set (else 0). */
  monthCostUsd: number;
  /** What every call in flight has reserved, in USD; only summed when a budget is set. */
  reservedCostUsd: number;
}

export const BUDGET_SETTING_KEY = "usage.monthly_budget_usd";

/**
 * Everything the pre-call check needs in one round trip, from the roll-ups' indexes (one row
 * for the account). Month boundaries come from the database clock, which every
 * instance shares.
 */
export async function readMonthAllowance(db: Db, userId: number | null): Promise<MonthAllowance> {
  const result = await sql<{
    quota: number | null;
    used: number;
    reserved: number;
    budget: number | null;
    cost: number;
    reservedCost: number;
  }>`
    with month as (select date_trunc('month', now() at time zone 'UTC')::date as start),
    budget as (select value::float8 as usd from app_meta where key = ${BUDGET_SETTING_KEY})
    select
      (select monthly_token_quota from users where id = ${userId}::int) as quota,
      (select coalesce(sum((input_tokens + output_tokens)::float8), 0) from ai_usage_by_user_month
        where user_id = ${userId}::int and month = (select start from month)) as used,
      (select coalesce(sum(tokens::float8), 0) from ai_spend_reservations
        where user_id = ${userId}::int and expires_at > now()) as reserved,
      (select usd from budget) as budget,
      (select coalesce(sum(cost_usd::float8), 0) from ai_usage_by_kind
        where day >= (select start from month) and exists (select 1 from budget)) as cost,
      (select coalesce(sum(cost_usd::float8), 0) from ai_spend_reservations
        where expires_at > now() and exists (select 1 from budget)) as "reservedCost"
  `.execute(db);
  const row = result.rows[0];
  return {
    quota: row?.quota ?? null,
    usedTokens: row?.used ?? 0,
    reservedTokens: row?.reserved ?? 0,
    budgetUsd: row?.budget ?? null,
    monthCostUsd: row?.cost ?? 0,
    reservedCostUsd: row?.reservedCost ?? 0,
  };
}

/** This month's cost for the whole installation (the dashboard). */
export async function readMonthCost(db: Db): Promise<number> {
  const result = await sql<{ cost: number }>`
    select coalesce(sum(cost_usd::float8), 0) as cost from ai_usage_by_kind
    where day >= date_trunc('month', now() at time zone 'UTC')::date
  `.execute(db);
  return result.rows[0]?.cost ?? 0;
}

export type UsageGrouping = "day" | "user" | "product" | "botType" | "model";

export interface UsageGroupRecord {
  /** The day (YYYY-MM-DD), account id, product id, kind or model; null for none. */
  key: string | null;
  /** The account's username or the product's name when it still exists. */
  name: string | null;
  requests: number;
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
}

/** Which roll-up answers each grouping, its key, and where a key's name comes from. */
const groupings: Record<UsageGrouping, { table: string; key: string; names?: string }> = {
  day: { table: "ai_usage_by_kind", key: "day::text" },
  botType: { table: "ai_usage_by_kind", key: "kind" },
  model: { table: "ai_usage_by_kind", key: "model" },
  user: {
    table: "ai_usage_by_user",
    key: "user_id",
    names: "(select username from users where users.id = g.key)",
  },
  product: {
    table: "ai_usage_by_product",
    key: "product_id",
    names: "(select name from products where products.id = g.key)",
  },
};

/**
 * Usage between two UTC days (both included), grouped, from the roll-ups. Sums in float8: exact
 * for token counts below 2^53, and several times faster than numeric on PGlite; costs are
 * rounded to a millionth of a dollar by the caller.
 */
export async function usageByGroup(
  db: Db,
  range: { from: string; to: string },
  groupBy: UsageGrouping,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<UsageGroupRecord[]> {
  // Table, key and name expressions come from the fixed map above, never from input.
  const grouping = groupings[groupBy];
  const source =
    groupBy === "user"
      ? userRows(range, today)
      : sql`select * from ${sql.raw(grouping.table)}
          where day between ${range.from}::date and ${range.to}::date`;
  const result = await sql<UsageGroupRecord>`
    select g.key::text as key, ${sql.raw(grouping.names ?? "null::text")} as name,
      g.requests, g."inputTokens", g."outputTokens", g."costUsd"
    from (
      select ${sql.raw(grouping.key)} as key,
        sum(requests)::float8 as "requests",
        sum(input_tokens::float8) as "inputTokens",
        sum(output_tokens::float8) as "outputTokens",
        sum(cost_usd::float8) as "costUsd"
      from (${source}) s
      group by 1
    ) g
  `.execute(db);
  return result.rows;
}

/**
 * The account roll-up rows of a range: whole months from the monthly table, the days at the
 * edges from the daily one (a month-to-date counts as whole once the range reaches today).
 */
function userRows(range: { from: string; to: string }, today: string) {
  const { monthsFrom, monthsUntil } = wholeMonths(range, today);
  return sql`
    select user_id, requests, input_tokens, output_tokens, cost_usd from ai_usage_by_user_month
    where month >= ${monthsFrom}::date and month < ${monthsUntil}::date
    union all
    select user_id, requests, input_tokens, output_tokens, cost_usd from ai_usage_by_user
    where (day >= ${range.from}::date and day < ${monthsFrom}::date)
      or (day >= ${monthsUntil}::date and day <= ${range.to}::date)`;
}

/** The whole months inside a range, as [monthsFrom, monthsUntil); empty when they are equal. */
export function wholeMonths(
  range: { from: string; to: string },
  today: string,
): { monthsFrom: string; monthsUntil: string } {
  const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
  const nextMonth = (day: string) => {
    const d = new Date(`${monthStart(day)}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + 1);
    return d.toISOString().slice(0, 10);
  };
  const lastDay = (day: string) =>
    new Date(Date.parse(`${nextMonth(day)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const monthsFrom = range.from === monthStart(range.from) ? range.from : nextMonth(range.from);
  const toIsWhole = range.to === lastDay(range.to) || range.to >= today;
  const monthsUntil = toIsWhole ? nextMonth(range.to) : monthStart(range.to);
  return monthsFrom < monthsUntil
    ? { monthsFrom, monthsUntil }
    : { monthsFrom: range.from, monthsUntil: range.from };
}

export interface ModelPriceRecord {
  model: string;
  inputPerMillion: number;
  outputPerMillion: number;
  perImage: number;
  updatedAt: Date;
}

export async function listModelPrices(db: Db): Promise<ModelPriceRecord[]> {
  return db
    .selectFrom("model_prices")
    .select([
      "model",
      sql<number>`input_per_million::float8`.as("inputPerMillion"),
      sql<number>`output_per_million::float8`.as("outputPerMillion"),
      sql<number>`per_image::float8`.as("perImage"),
      "updated_at as updatedAt",
    ])
    .orderBy("model")
    .execute();
}

export async function upsertModelPrice(
  db: Db,
  price: { model: string; inputPerMillion: number; outputPerMillion: number; perImage: number },
): Promise<ModelPriceRecord> {
  const values = {
    input_per_million: price.inputPerMillion,
    output_per_million: price.outputPerMillion,
    per_image: price.perImage,
  };
  return db
    .insertInto("model_prices")
    .values({ model: price.model, ...values })
    .onConflict((oc) => oc.column("model").doUpdateSet({ ...values, updated_at: sql`now()` }))
    .returning([
      "model",
      sql<number>`input_per_million::float8`.as("inputPerMillion"),
      sql<number>`output_per_million::float8`.as("outputPerMillion"),
      sql<number>`per_image::float8`.as("perImage"),
      "updated_at as updatedAt",
    ])
    .executeTakeFirstOrThrow();
}

export async function deleteModelPrice(db: Db, model: string): Promise<boolean> {
  const result = await db.deleteFrom("model_prices").where("model", "=", model).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export async function readMonthlyBudget(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom("app_meta")
    .select(sql<number>`value::float8`.as("usd"))
    .where("key", "=", BUDGET_SETTING_KEY)
    .executeTakeFirst();
  return row?.usd ?? null;
}

export async function writeMonthlyBudget(db: Db, usd: number | null): Promise<void> {
  if (usd === null) {
    await db.deleteFrom("app_meta").where("key", "=", BUDGET_SETTING_KEY).execute();
    return;
  }
  await db
    .insertInto("app_meta")
    .values({ key: BUDGET_SETTING_KEY, value: String(usd) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(usd) }))
    .execute();
}

const VISITOR_SALT_KEY = "usage.visitor_salt";

/**
 * The installation's salt for hashing visitor addresses: made once (by whichever instance gets
 * there first) and kept in the database, so every instance hashes an address the same way.
 */
export async function readOrCreateVisitorSalt(db: Db, candidate: string): Promise<string> {
  await db
    .insertInto("app_meta")
    .values({ key: VISITOR_SALT_KEY, value: candidate })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db
    .selectFrom("app_meta")
    .select("value")
    .where("key", "=", VISITOR_SALT_KEY)
    .executeTakeFirstOrThrow();
  return row.value;
}

/** Each account's quota, for the admin user list. */
export async function listTokenQuotas(db: Db): Promise<Map<number, number | null>> {
  const rows = await db.selectFrom("users").select(["id", "monthly_token_quota"]).execute();
  return new Map(rows.map((r) => [r.id, r.monthly_token_quota]));
}

export async function readTokenQuota(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom("users")
    .select("monthly_token_quota")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.monthly_token_quota ?? null;
}

export async function writeTokenQuota(db: Db, userId: number, quota: number | null): Promise<void> {
  await db
    .updateTable("users")
    .set({ monthly_token_quota: quota })
    .where("id", "=", userId)
    .execute();
}
