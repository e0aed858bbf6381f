import { type CacheInvalidation, ensureAdministrator } from "@studio/api";
import type { DbConnection } from "@studio/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./env";

/** Makes sure an administrator exists (the rules live in the API's ensureAdministrator) and says so. */
export async function bootstrapAdmin(
  db: DbConnection,
  admin: Config["admin"],
  caches: CacheInvalidation,
  log: FastifyBaseLogger,
): Promise<void> {
  const result = await ensureAdministrator(db, admin, caches);
  if (result.outcome === "created") {
    log.info(
      { username: admin.username },
      "created the administrator from ADMIN_USERNAME/ADMIN_PASSWORD",
    );
  } else if (result.outcome === "generated") {
    // Printed once, on purpose: without it nobody could ever sign in to a fresh install.
    log.warn(
      `No administrator existed, so one was created. Sign in at /admin/login as "${admin.username}" with password: ${result.password} (set ADMIN_PASSWORD to choose your own).`,
    );
  }
}
