import type { Kysely } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * The knowledge-base entries each text generation retrieved and used, as `[{ id, name }]`.
 * Null for rows written before this column existed: their sources were never recorded, which
 * is different from "used none" (an empty array).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generated_content").addColumn("sources", "jsonb").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generated_content").dropColumn("sources").execute();
}
