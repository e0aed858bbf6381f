import { type Kysely, sql } from "kysely";
import { DEFAULT_MIGRATION_TABLE, type MigrationResultSet, Migrator } from "kysely/migration";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  if (await isUpToDate(db)) return { results: [] };
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === "Error");
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${cause}`, {
      cause: result.error,
    });
  }
  return result;
}

/**
 * True when the database has run exactly the migrations this build knows, as on every ordinary
 * restart: the migrator is then skipped, whose schema introspection and lock cost about 0.2 s of
 * each PGlite start-up. Anything else (a fresh database, a migration missing, one this build does
 * not know) goes to the migrator, which applies or refuses with its own message.
 */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  const table = await sql<{ present: boolean }>`
    select to_regclass(${DEFAULT_MIGRATION_TABLE}) is not null as present`.execute(db);
  if (!table.rows[0]?.present) return false;
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const known = Object.keys(migrations);
  const applied = new Set(rows.map((row) => row.name));
  return applied.size === known.length && known.every((name) => applied.has(name));
}
