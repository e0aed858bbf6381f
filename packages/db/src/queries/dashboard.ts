import type { RecentActivityDto } from "@studio/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../schema";
import type { WithDates } from "./with-dates";

type Db = Kysely<Database> | Transaction<Database>;

export interface DashboardCounts {
  products: number;
  topics: number;
  generated: number;
}

export type RecentActivityRecord = WithDates<RecentActivityDto, "createdAt">;

/**
 * All three counts in one round trip, from the counters the table-counts migration's triggers
 * keep: a handful of primary-key rows whatever the tables' sizes, and exact (the counters change
 * in the same transaction as the rows). Sums are cast to bigint and read with Number(): `pg`
 * answers bigint as a string, PGlite as a number.
 */
export async function countCatalog(db: Db): Promise<DashboardCounts> {
  const rows = await db
    .selectFrom("table_counts")
    .select(["table_name", sql<string | number>`sum(row_count)::bigint`.as("count")])
    .where("table_name", "in", ["products", "topics", "generated_content"])
    .groupBy("table_name")
    .execute();
  const count = (table: string) => Number(rows.find((r) => r.table_name === table)?.count ?? 0);
  return {
    products: count("products"),
    topics: count("topics"),
    generated: count("generated_content"),
  };
}

/**
 * Only what the "Recent Activity" list shows: never the (possibly large) content. The newest
 * `limit` rows straight from the (created_at desc, id desc) index: no scan, no sort.
 */
export async function listRecentActivity(db: Db, limit: number): Promise<RecentActivityRecord[]> {
  return db
    .selectFrom("generated_content")
    .select(["id", "title", "bot_type as botType", "created_at as createdAt"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}
