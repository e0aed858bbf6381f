import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/** Prices in USD when the migration ran (per million tokens; per image). Admins edit them later. */
const defaultPrices: [model: string, input: number, output: number, perImage: number][] = [
  ["gpt-4o-mini", 0.15, 0.6, 0],
  ["gpt-4o", 2.5, 10, 0],
  ["gpt-4.1", 2, 8, 0],
  ["gpt-4.1-mini", 0.4, 1.6, 0],
  ["gpt-4.1-nano", 0.1, 0.4, 0],
  ["gpt-5", 1.25, 10, 0],
  ["gpt-5-mini", 0.25, 2, 0],
  ["gpt-5-nano", 0.05, 0.4, 0],
  ["gpt-image-1", 0, 0, 0.042],
  ["dall-e-3", 0, 0, 0.04],
  // The offline demo composer and painter cost nothing.
  ["offline-demo-composer", 0, 0, 0],
  ["offline-demo-painter", 0, 0, 0],
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  // One row per AI call: the audit trail. Usage queries read the daily roll-up below instead.
  await db.schema
    .createTable("ai_calls")
    .addColumn("id", "bigint", (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // SHA-256 of the visitor's address with a server-side salt: never the address itself.
    .addColumn("visitor_hash", "text")
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .check(sql`kind in ('newsletter', 'sam', 'gift', 'chat', 'image', 'cover', 'compliance')`),
    )
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addColumn("input_tokens", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("output_tokens", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("images", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("estimated", "boolean", (c) => c.notNull().defaultTo(false))
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("outcome", "text", (c) =>
      c.notNull().check(sql`outcome in ('ok', 'failed', 'stopped')`),
    )
    .addColumn("cost_usd", sql`numeric(14, 6)`, (c) => c.notNull().defaultTo(0))
    .execute();
  // Deleting an account or product sets its calls' reference to null: these keep that cheap.
  await db.schema.createIndex("ai_calls_user_id_idx").on("ai_calls").column("user_id").execute();
  await db.schema
    .createIndex("ai_calls_product_id_idx")
    .on("ai_calls")
    .column("product_id")
    .execute();
  await db.schema.createIndex("ai_calls_at_idx").on("ai_calls").column("at").execute();

  // Daily roll-ups, written in the same statement as each call, so every usage query reads a
  // few thousand rows whatever the number of calls. One per dimension rather than one row per
  // day × account × product × kind × model: that combined key grows almost as fast as the calls.
  // No foreign keys: a deleted account or product keeps its history (and its id, never reused).
  const totals = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn("day", "date", (c) => c.notNull())
      .addColumn("requests", "integer", (c) => c.notNull())
      .addColumn("input_tokens", "bigint", (c) => c.notNull())
      .addColumn("output_tokens", "bigint", (c) => c.notNull())
      .addColumn("cost_usd", sql`numeric(16, 6)`, (c) => c.notNull());
  // A total per account or product: null (visitors; images, covers and chat) is one key too.
  // Only the constants below reach sql.raw, in the layout this migration first ran.
  const uniqueNullsNotDistinct = (index: string, table: string, columns: string) =>
    sql
      .raw(`
    create unique index ${index} on ${table} (${columns})
      nulls not distinct`)
      .execute(db);
  // Per day, kind and model: reports by day, bot type and model, the totals and the budget.
  await totals("ai_usage_by_kind")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("model", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("ai_usage_by_kind_pkey", ["day", "kind", "model"])
    .execute();
  // Per day and account (null: visitors): the account report and the quota check.
  await totals("ai_usage_by_user").addColumn("user_id", "integer").execute();
  await uniqueNullsNotDistinct("ai_usage_by_user_key", "ai_usage_by_user", "user_id, day");
  await db.schema
    .createIndex("ai_usage_by_user_day")
    .on("ai_usage_by_user")
    .column("day")
    .execute();
  // Per calendar month and account: the quota check reads one row, and account reports take
  // whole months from here and only the days at a range's edges from the daily table.
  await db.schema
    .createTable("ai_usage_by_user_month")
    .addColumn("month", "date", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("requests", "integer", (c) => c.notNull())
    .addColumn("input_tokens", "bigint", (c) => c.notNull())
    .addColumn("output_tokens", "bigint", (c) => c.notNull())
    .addColumn("cost_usd", sql`numeric(16, 6)`, (c) => c.notNull())
    .execute();
  await uniqueNullsNotDistinct(
    "ai_usage_by_user_month_key",
    "ai_usage_by_user_month",
    "user_id, month",
  );
  await db.schema
    .createIndex("ai_usage_by_user_month_month")
    .on("ai_usage_by_user_month")
    .column("month")
    .execute();
  // Per day and product (null: images, covers, chat): the product report.
  await totals("ai_usage_by_product").addColumn("product_id", "integer").execute();
  await uniqueNullsNotDistinct("ai_usage_by_product_key", "ai_usage_by_product", "day, product_id");

  await db.schema
    .createTable("model_prices")
    .addColumn("model", "text", (c) => c.primaryKey())
    .addColumn("input_per_million", sql`numeric(12, 4)`, (c) => c.notNull().defaultTo(0))
    .addColumn("output_per_million", sql`numeric(12, 4)`, (c) => c.notNull().defaultTo(0))
    .addColumn("per_image", sql`numeric(12, 4)`, (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto("model_prices")
    .values(
      defaultPrices.map(([model, input, output, perImage]) => ({
        model,
        input_per_million: input,
        output_per_million: output,
        per_image: perImage,
      })),
    )
    .execute();

  // Null: no quota. Existing accounts stay unlimited.
  await db.schema.alterTable("users").addColumn("monthly_token_quota", "integer").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("monthly_token_quota").execute();
  await db.schema.dropTable("model_prices").execute();
  await db.schema.dropTable("ai_usage_by_product").execute();
  await db.schema.dropTable("ai_usage_by_user_month").execute();
  await db.schema.dropTable("ai_usage_by_user").execute();
  await db.schema.dropTable("ai_usage_by_kind").execute();
  await db.schema.dropTable("ai_calls").execute();
}
