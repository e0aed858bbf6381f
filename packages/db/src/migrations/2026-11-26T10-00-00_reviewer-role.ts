import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * The reviewer role and per-flag approval decisions (issue 24 items 1 and 4).
 *
 * users.role: the initial check allowed 'user' and 'admin'; 'reviewer' joins them. Existing rows
 * keep their role.
 *
 * content_approvals.flag_decisions: `[{rule, start, reason}]`, one reason per blocking flag of
 * the approved version when the approver decided them one by one; null for approvals that used
 * the single override reason (every approval made before this migration).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('user', 'reviewer', 'admin'))`.execute(
    db,
  );
  await db.schema.alterTable("content_approvals").addColumn("flag_decisions", "jsonb").execute();
}
