import type { SelectQueryBuilder } from "kysely";
import type { ContentType, Db } from "../schema";

/** The columns of a page of generated_content rows that the joins below read. */
export interface ContentPageColumns {
  id: number;
  title: string;
  bot_type: ContentType;
  product_id: number | null;
  user_id: number | null;
  current_version: number;
}

/**
 * generated_content as `gc`, selecting the keys every content page opens with (the ones
 * ContentPageColumns names but current_version): the caller adds its own columns, in its order.
 */
export function selectContentPage(db: Db) {
  return db
    .selectFrom("generated_content as gc")
    .select(["gc.id", "gc.title", "gc.bot_type", "gc.product_id", "gc.user_id"]);
}

/**
 * A page of items (chosen first on generated_content alone, as `item`) with its product and owner
 * names and its current version joined to those rows only, selecting the fields every content
 * list opens with. The caller selects its own fields after these, and its order.
 */
export function withProductOwnerAndVersion<DB, TB extends keyof DB, O extends ContentPageColumns>(
  db: Db,
  page: SelectQueryBuilder<DB, TB, O>,
) {
  return db
    .selectFrom(page.as("item"))
    .leftJoin("products as p", "p.id", "item.product_id")
    .leftJoin("users as u", "u.id", "item.user_id")
    .leftJoin("content_versions as cv", (join) =>
      join.onRef("cv.content_id", "=", "item.id").onRef("cv.number", "=", "item.current_version"),
    )
    .select([
      "item.id",
      "item.title",
      "item.bot_type as botType",
      "item.product_id as productId",
      "p.name as productName",
      "item.user_id as ownerId",
      "u.username as ownerName",
    ]);
}
