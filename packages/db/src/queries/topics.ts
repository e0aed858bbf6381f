import { type Kysely, sql, type Transaction } from "kysely";
import type { BotType, Database } from "../schema";
import { afterName, containsPattern, type NamePosition, namePrefixColumn } from "./keyset-sql";

type Db = Kysely<Database> | Transaction<Database>;

export interface TopicRecord {
  id: number;
  name: string;
  productId: number;
  type: BotType[];
  createdAt: Date;
}

const columns = ["id", "name", "product_id", "type", "created_at"] as const;

function toRecord(row: {
  id: number;
  name: string;
  product_id: number;
  type: BotType[];
  created_at: Date;
}): TopicRecord {
  return {
    id: row.id,
    name: row.name,
    productId: row.product_id,
    type: row.type,
    createdAt: row.created_at,
  };
}

export async function listTopics(db: Db): Promise<TopicRecord[]> {
  const rows = await db
    .selectFrom("topics")
    .select(columns)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

/** One page of the admin list, alphabetical by keyset, filtered in the database. */
export async function listTopicsPage(
  db: Db,
  filter: {
    q?: string | undefined;
    productId?: number | undefined;
    botType?: BotType | undefined;
    limit: number;
    after?: NamePosition | undefined;
    offset?: number | undefined;
  },
): Promise<(TopicRecord & { position: NamePosition })[]> {
  let query = db.selectFrom("topics").select([...columns, namePrefixColumn.as("name_prefix")]);
  if (filter.q) query = query.where(sql<boolean>`lower(name) like ${containsPattern(filter.q)}`);
  if (filter.productId !== undefined) query = query.where("product_id", "=", filter.productId);
  // The GIN index on type answers "contains".
  if (filter.botType) query = query.where(sql<boolean>`type @> array[${filter.botType}]::text[]`);
  if (filter.after) query = query.where(afterName("topics", filter.after));
  query = query.orderBy(sql`lower(name)`).orderBy("id").limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toRecord(row),
    position: { namePrefix: row.name_prefix, id: row.id },
  }));
}

/** The generator selects: only what a select needs. */
export async function listTopicOptions(
  db: Db,
  productId: number,
): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom("topics")
    .select(["id", "name"])
    .where("product_id", "=", productId)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
}

export async function findTopicById(db: Db, id: number): Promise<TopicRecord | undefined> {
  const row = await db.selectFrom("topics").select(columns).where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

export async function insertTopic(
  db: Db,
  topic: { name: string; productId: number; type: BotType[] },
): Promise<TopicRecord> {
  const row = await db
    .insertInto("topics")
    .values({ name: topic.name, product_id: topic.productId, type: topic.type })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

export async function updateTopic(
  db: Db,
  id: number,
  changes: { name: string; productId: number; type?: BotType[] | undefined },
): Promise<TopicRecord | undefined> {
  const row = await db
    .updateTable("topics")
    .set({
      name: changes.name,
      product_id: changes.productId,
      ...(changes.type ? { type: changes.type } : {}),
    })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deleteTopic(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("topics").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
