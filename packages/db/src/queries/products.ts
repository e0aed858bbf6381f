import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../schema";
import { afterName, containsPattern, type NamePosition, namePrefixColumn } from "./keyset-sql";

type Db = Kysely<Database> | Transaction<Database>;

export interface ProductRecord {
  id: number;
  name: string;
  /** Text all of the product's content must contain; null when none is required. */
  disclaimer: string | null;
  createdAt: Date;
}

const columns = ["id", "name", "disclaimer", "created_at"] as const;

function toRecord(row: {
  id: number;
  name: string;
  disclaimer: string | null;
  created_at: Date;
}): ProductRecord {
  return { id: row.id, name: row.name, disclaimer: row.disclaimer, createdAt: row.created_at };
}

/** Alphabetical, ignoring case, so selects and the admin table read the same way. */
export async function listProducts(db: Db): Promise<ProductRecord[]> {
  const rows = await db
    .selectFrom("products")
    .select(columns)
    .orderBy(sql`lower(name)`)
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

/** One page of the admin list, alphabetical by keyset; `q` matches inside the name. */
export async function listProductsPage(
  db: Db,
  filter: {
    q?: string | undefined;
    limit: number;
    after?: NamePosition | undefined;
    offset?: number | undefined;
  },
): Promise<(ProductRecord & { position: NamePosition })[]> {
  let query = db.selectFrom("products").select([...columns, namePrefixColumn.as("name_prefix")]);
  if (filter.q) query = query.where(sql<boolean>`lower(name) like ${containsPattern(filter.q)}`);
  if (filter.after) query = query.where(afterName("products", filter.after));
  query = query.orderBy(sql`lower(name)`).orderBy("id").limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map((row) => ({
    ...toRecord(row),
    position: { namePrefix: row.name_prefix, id: row.id },
  }));
}

export async function findProductById(db: Db, id: number): Promise<ProductRecord | undefined> {
  const row = await db
    .selectFrom("products")
    .select(columns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The product whose name equals `name` ignoring case, other than `exceptId` (uniqueness). */
export async function findProductByName(
  db: Db,
  name: string,
  exceptId?: number,
): Promise<ProductRecord | undefined> {
  let query = db
    .selectFrom("products")
    .select(columns)
    .where(sql`lower(name)`, "=", name.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  const row = await query.executeTakeFirst();
  return row && toRecord(row);
}

export async function insertProduct(
  db: Db,
  name: string,
  disclaimer: string | null = null,
): Promise<ProductRecord> {
  const row = await db
    .insertInto("products")
    .values({ name, disclaimer })
    .returning(columns)
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Renames a product; its disclaimer changes too when `disclaimer` is given (null clears it). */
export async function renameProduct(
  db: Db,
  id: number,
  name: string,
  disclaimer?: string | null,
): Promise<ProductRecord | undefined> {
  const row = await db
    .updateTable("products")
    .set(disclaimer === undefined ? { name } : { name, disclaimer })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

/**
 * Deletes a product with its topics and knowledge. Call inside a transaction: the child rows are
 * deleted explicitly (not left to ON DELETE CASCADE) so the rule is visible here and does not
 * depend on how a future migration declares the foreign keys. Generated content keeps its rows
 * (product_id becomes null through ON DELETE SET NULL).
 */
export async function deleteProductCascade(
  db: Db,
  id: number,
): Promise<{ deleted: boolean; topics: number; knowledge: number }> {
  const knowledge = await db
    .deleteFrom("knowledge_base")
    .where("product_id", "=", id)
    .executeTakeFirst();
  const topics = await db.deleteFrom("topics").where("product_id", "=", id).executeTakeFirst();
  const product = await db.deleteFrom("products").where("id", "=", id).executeTakeFirst();
  return {
    deleted: product.numDeletedRows > 0n,
    topics: Number(topics.numDeletedRows),
    knowledge: Number(knowledge.numDeletedRows),
  };
}
