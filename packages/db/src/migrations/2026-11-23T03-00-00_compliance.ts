import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  // Existing products require no disclaimer. Reports are stored per content version.
  await db.schema.alterTable("products").addColumn("disclaimer", "text").execute();
  await db.schema
    .createTable("compliance_rules")
    .addColumn("id", "serial", (c) => c.primaryKey())
    .addColumn("phrase", "text", (c) => c.notNull())
    .addColumn("category", "text", (c) =>
      c
        .notNull()
        .check(
          sql`category in ('promissory', 'prediction', 'unsubstantiated', 'pressure', 'testimonial', 'hypothetical')`,
        ),
    )
    .addColumn("severity", "text", (c) => c.notNull().check(sql`severity in ('block', 'warn')`))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("suggestion", "text")
    .addColumn("enabled", "boolean", (c) => c.notNull().defaultTo(true))
    .addColumn("created_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("compliance_rules").execute();
  await db.schema.alterTable("products").dropColumn("disclaimer").execute();
}
