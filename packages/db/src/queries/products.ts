import type { AdminProductDto } from "@studio/shared";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../schema";
import { alphabetical, type NamePageFilter, type NamePosition, namePage } from "./keyset-sql";
import type { WithDates } from "./with-dates";

type Db = Kysely<Database> | Transaction<Database>;

/** A product as stored, with the disclaimer its content must contain: the admin DTO, dated. */
export type ProductRecord = WithDates<AdminProductDto, "createdAt">;

const columns = ["id", "name", "disclaimer", "created_at as createdAt"] as const;

/** Alphabetical, ignoring case, so selects and the admin table read the same way. */
export async function listProducts(db: Db): Promise<ProductRecord[]> {
  return db.selectFrom("products").select(columns).$call(alphabetical).execute();
}

/** One page of the admin list, alphabetical by keyset; `q` matches inside the name. */
export async function listProductsPage(
  db: Db,
  filter: NamePageFilter,
): Promise<(ProductRecord & { position: NamePosition })[]> {
  return namePage(db.selectFrom("products").select(columns), "products", filter);
}

export async function findProductById(db: Db, id: number): Promise<ProductRecord | undefined> {
  return db.selectFrom("products").select(columns).where("id", "=", id).executeTakeFirst();
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
  return query.executeTakeFirst();
}

export async function insertProduct(
  db: Db,
  name: string,
  disclaimer: string | null = null,
): Promise<ProductRecord> {
  return db
    .insertInto("products")
    .values({ name, disclaimer })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Renames a product; its disclaimer changes too when `disclaimer` is given (null clears it). */
export async function renameProduct(
  db: Db,
  id: number,
  name: string,
  disclaimer?: string | null,
): Promise<ProductRecord | undefined> {
  return db
    .updateTable("products")
    .set(disclaimer === undefined ? { name } : { name, disclaimer })
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
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
