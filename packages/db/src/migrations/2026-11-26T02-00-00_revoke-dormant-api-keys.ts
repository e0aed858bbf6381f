import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code.

/**
 * Keys used to be refused only while their owner was unapproved (or, for the admin scope,
 * demoted), so approving or promoting the account again woke them up. From now on unapproval
 * and demotion revoke them for good; this revokes the ones asleep today the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update api_keys set revoked_at = now()
    where revoked_at is null
      and user_id in (select id from users where not approved)
  `.execute(db);
  await sql`
    update api_keys set revoked_at = now()
    where revoked_at is null
      and 'admin' = any(scopes)
      and user_id in (select id from users where role <> 'admin')
  `.execute(db);
}
