import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Each approval keeps the product of the item it approved (`product_id`), so the dashboard's
 * median review time per product reads the approvals of its window alone: joining each to its
 * item read the whole generated_content table (100,000 wide rows at 100× data, 130 ms on PGlite
 * of a dashboard read that is otherwise a few milliseconds). An item's product never changes
 * but by the product's deletion, which the same `on delete set null` mirrors here.
 *
 * Existing approvals take their item's product.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("content_approvals")
    .addColumn("product_id", "integer", (c) => c.references("products.id").onDelete("set null"))
    .execute();
  await sql`
    update content_approvals a set product_id = gc.product_id
    from generated_content gc where gc.id = a.content_id and gc.product_id is not null`.execute(db);
  // A product's deletion finds its approvals by index, not by reading them all.
  await sql`create index content_approvals_product_id_idx on content_approvals (product_id)`.execute(
    db,
  );
}
