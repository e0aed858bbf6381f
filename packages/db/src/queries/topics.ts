import type { TopicDto } from "@studio/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { BotType, Database } from "../schema";
import { deleteById } from "./delete-by-id";
import { alphabetical, type NamePageFilter, type NamePosition, namePage } from "./keyset-sql";
import type { WithDates } from "./with-dates";

type Db = Kysely<Database> | Transaction<Database>;

/** A topic as stored: the DTO, its time a Date. */
export type TopicRecord = WithDates<TopicDto, "createdAt">;

const columns = [
  "id",
  "name",
  "product_id as productId",
  "type",
  "created_at as createdAt",
] as const;

export async function listTopics(db: Db): Promise<TopicRecord[]> {
  return db.selectFrom("topics").select(columns).$call(alphabetical).execute();
}

/** One page of the admin list, alphabetical by keyset, filtered in the database. */
export async function listTopicsPage(
  db: Db,
  filter: NamePageFilter & { productId?: number | undefined; botType?: BotType | undefined },
): Promise<(TopicRecord & { position: NamePosition })[]> {
  let query = db.selectFrom("topics").select(columns);
  if (filter.productId !== undefined) query = query.where("product_id", "=", filter.productId);
  // The GIN index on type answers "contains".
  if (filter.botType) query = query.where(sql<boolean>`type @> array[${filter.botType}]::text[]`);
  return namePage(query, "topics", filter);
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
    .$call(alphabetical)
    .execute();
}

export async function findTopicById(db: Db, id: number): Promise<TopicRecord | undefined> {
  return db.selectFrom("topics").select(columns).where("id", "=", id).executeTakeFirst();
}

export async function insertTopic(
  db: Db,
  topic: { name: string; productId: number; type: BotType[] },
): Promise<TopicRecord> {
  return db
    .insertInto("topics")
    .values({ name: topic.name, product_id: topic.productId, type: topic.type })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateTopic(
  db: Db,
  id: number,
  changes: { name: string; productId: number; type?: BotType[] | undefined },
): Promise<TopicRecord | undefined> {
  return db
    .updateTable("topics")
    .set({
      name: changes.name,
      product_id: changes.productId,
      ...(changes.type ? { type: changes.type } : {}),
    })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
}

export function deleteTopic(db: Db, id: number): Promise<boolean> {
  return deleteById(db, "topics", id);
}
