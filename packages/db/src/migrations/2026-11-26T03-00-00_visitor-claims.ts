import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * A visitor's drafts carry the SHA-256 of their browser's claim token (a random cookie), so the
 * account that signs in from that browser takes them over, and nobody else can. Null for every
 * draft with an owner and for drafts claimed already. The partial index keeps the claim's
 * lookup cheap however many owned drafts there are.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("generated_content").addColumn("visitor_claim", "text").execute();
  await db.schema
    .createIndex("generated_content_visitor_claim_idx")
    .on("generated_content")
    .column("visitor_claim")
    .where(sql.ref("visitor_claim"), "is not", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("generated_content_visitor_claim_idx").ifExists().execute();
  await db.schema.alterTable("generated_content").dropColumn("visitor_claim").execute();
}
