import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("generated_images")
    // Random and URL-safe: the id is the image's public address, so it must not be guessable.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("png", "bytea", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("print_kind", "text", (c) =>
      c.notNull().check(sql`print_kind in ('image', 'cover')`),
    )
    .addColumn("content_id", "integer", (c) =>
      c.references("generated_content.id").onDelete("set null"),
    )
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // PNGs are already compressed: storing them out of line without TOAST compression saves
  // the CPU of trying to compress them again.
  await sql`alter table generated_images alter column png set storage external`.execute(db);
  await db.schema
    .createIndex("generated_images_content_id_idx")
    .on("generated_images")
    .column("content_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("generated_images").execute();
}
