import type { KnowledgeDto } from "@studio/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { BotType, Database } from "../schema";
import { deleteById } from "./delete-by-id";
import { afterNewest, createdAtMicros, likeContaining } from "./keyset-sql";
import type { WithDates } from "./with-dates";

type Db = Kysely<Database> | Transaction<Database>;

/** An entry as stored: the admin console's DTO, its time a Date. */
export type KnowledgeRecord = WithDates<KnowledgeDto, "createdAt">;

export interface KnowledgeFilter {
  /** Case-insensitive substring of the name. */
  search?: string | undefined;
  productId?: number | undefined;
  botType?: BotType | undefined;
  limit: number;
  /** Keyset: entries older than this one (newest first). */
  after?: KnowledgePosition | undefined;
  /** Legacy REST windows only: entries to skip. */
  offset?: number | undefined;
}

/** A position in the newest-first order: created_at in epoch microseconds (exact) and the id. */
export interface KnowledgePosition {
  createdAtMicros: string;
  id: number;
}

// The generated `search` tsvector column is deliberately left out: it is an index, not data.
const columns = [
  "id",
  "name",
  "content",
  "product_id as productId",
  "bot_type as botType",
  "created_at as createdAt",
] as const;

/** One page of entries, newest first (created_at, id), by keyset; filters run in the database. */
export async function listKnowledge(
  db: Db,
  filter: KnowledgeFilter,
): Promise<(KnowledgeRecord & { position: KnowledgePosition })[]> {
  let query = db.selectFrom("knowledge_base").select([...columns, createdAtMicros.as("micros")]);
  const search = filter.search?.trim();
  if (search) query = query.where(sql<boolean>`name ilike ${likeContaining(search)} escape '\\'`);
  if (filter.productId !== undefined) query = query.where("product_id", "=", filter.productId);
  if (filter.botType !== undefined) query = query.where("bot_type", "=", filter.botType);
  if (filter.after) query = query.where(afterNewest(filter.after));
  query = query.orderBy("created_at", "desc").orderBy("id", "desc").limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map(({ micros, ...row }) => ({
    ...row,
    position: { createdAtMicros: micros, id: row.id },
  }));
}

/** What an administrator writes of an entry. */
export type KnowledgeFields = Omit<KnowledgeRecord, "id" | "createdAt">;

/** The entry's fields as column values (only these: callers may pass larger objects). */
function entryRow(entry: KnowledgeFields) {
  return {
    name: entry.name,
    content: entry.content,
    product_id: entry.productId,
    bot_type: entry.botType,
  };
}

export async function insertKnowledge(db: Db, entry: KnowledgeFields): Promise<KnowledgeRecord> {
  return db
    .insertInto("knowledge_base")
    .values(entryRow(entry))
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateKnowledge(
  db: Db,
  id: number,
  entry: KnowledgeFields,
): Promise<KnowledgeRecord | undefined> {
  return db
    .updateTable("knowledge_base")
    .set(entryRow(entry))
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
}

export function deleteKnowledge(db: Db, id: number): Promise<boolean> {
  return deleteById(db, "knowledge_base", id);
}

/** Only the name and content of one entry: what a visitor may read of a draft's source. */
export async function findKnowledgeSource(
  db: Db,
  id: number,
): Promise<{ id: number; name: string; content: string } | undefined> {
  return db
    .selectFrom("knowledge_base")
    .select(["id", "name", "content"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** Inserts several entries at once (a document's sections); returns their ids and names in order. */
export async function insertKnowledgeEntries(
  db: Db,
  entries: KnowledgeFields[],
): Promise<Array<{ id: number; name: string }>> {
  if (entries.length === 0) return [];
  const rows = await db
    .insertInto("knowledge_base")
    .values(entries.map(entryRow))
    .returning(["id", "name"])
    .execute();
  // Ids follow the VALUES order; sorting keeps the document's order whatever RETURNING does.
  return rows.sort((a, b) => a.id - b.id);
}
