import { type Kysely, sql, type Transaction } from "kysely";
import type { ContentType, Database } from "../schema";

type Db = Kysely<Database> | Transaction<Database>;

export interface DashboardCounts {
  products: number;
  topics: number;
  generated: number;
}

export interface RecentActivityRecord {
  id: number;
  title: string;
  botType: ContentType;
  createdAt: Date;
}

/**
 * All three counts in one round trip. Cast to int: `pg` returns bigint counts as strings and
 * PGlite as numbers, and the cast makes both engines answer numbers.
 */
export async function countCatalog(db: Db): Promise<DashboardCounts> {
  const result = await sql<DashboardCounts>`
    select
      (select count(*)::int from products) as products,
      (select count(*)::int from topics) as topics,
      (select count(*)::int from generated_content) as generated
  `.execute(db);
  const row = result.rows[0];
  return {
    products: row?.products ?? 0,
    topics: row?.topics ?? 0,
    generated: row?.generated ?? 0,
  };
}

/** Only what the "Recent Activity" list shows: never the (possibly large) content. */
export async function listRecentActivity(db: Db, limit: number): Promise<RecentActivityRecord[]> {
  const rows = await db
    .selectFrom("generated_content")
    .select(["id", "title", "bot_type", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    botType: row.bot_type,
    createdAt: row.created_at,
  }));
}
