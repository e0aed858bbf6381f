import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Issue 23: a custom rule keeps the examples it must flag and pass, and an installation can
 * switch a built-in rule off (a row per rule an administrator touched; no row: on).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("compliance_rules")
    .addColumn("examples", "jsonb", (c) =>
      c.notNull().defaultTo(sql`'{"flagged":[],"compliant":[]}'::jsonb`),
    )
    .execute();
  await db.schema
    .createTable("compliance_builtin_settings")
    .addColumn("rule_id", "text", (c) => c.primaryKey())
    .addColumn("enabled", "boolean", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("compliance_builtin_settings").execute();
  await db.schema.alterTable("compliance_rules").dropColumn("examples").execute();
}
