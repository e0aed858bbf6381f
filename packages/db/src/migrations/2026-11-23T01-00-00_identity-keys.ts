import { type Kysely, sql } from "kysely";

// Frozen in time: this file must never import application code. The key below is a copy of
// identityKey() in packages/shared/src/identity.ts as it was when this migration was written.
function identityKey(value: string): string {
  return value
    .normalize("NFKC")
    .toUpperCase()
    .toLowerCase()
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .normalize("NFKC");
}

/**
 * Usernames and emails are compared by a key the application computes (NFKC, locale-free case
 * folding, no combining marks) instead of PostgreSQL's lower(), which follows the server's
 * locale and disagreed with JavaScript (a clash the app did not see, answered with a 500).
 * Existing accounts get their keys here. Two old accounts whose names now share a key (they
 * differ only by accents or compatibility forms) keep both: the newer one's key is made
 * distinct with its id, so the unique index can be created and no account is lost.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was then, not as it is now
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("username_key", "text").execute();
  await db.schema.alterTable("users").addColumn("email_key", "text").execute();

  const rows: { id: number; username: string; email: string }[] = await db
    .selectFrom("users")
    .select(["id", "username", "email"])
    .orderBy("id")
    .execute();
  const seen = { username: new Set<string>(), email: new Set<string>() };
  const unique = (kind: "username" | "email", value: string, id: number) => {
    const key = identityKey(value);
    const free = seen[kind].has(key) ? `${key}#${id}` : key;
    seen[kind].add(free);
    return free;
  };
  for (const row of rows) {
    await db
      .updateTable("users")
      .set({
        username_key: unique("username", row.username, row.id),
        email_key: unique("email", row.email, row.id),
      })
      .where("id", "=", row.id)
      .execute();
  }

  await db.schema
    .alterTable("users")
    .alterColumn("username_key", (c) => c.setNotNull())
    .execute();
  await db.schema
    .alterTable("users")
    .alterColumn("email_key", (c) => c.setNotNull())
    .execute();
  await sql`create unique index users_username_key_key on users (username_key)`.execute(db);
  await sql`create unique index users_email_key_key on users (email_key)`.execute(db);
  await sql`drop index users_username_lower_key`.execute(db);
  await sql`drop index users_email_lower_key`.execute(db);
}
