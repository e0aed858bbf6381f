import { watchProductWrites } from "@studio/api/services/product-list-cache";
import { createDb, type DbHandle } from "@studio/db/client";
import { migrateToLatest } from "@studio/db/migrate";
import type { Database } from "@studio/db/schema";
import { seedOnFirstBoot } from "@studio/db/seed";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { bootstrapAdmin } from "../bootstrap-admin";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbHandle: DbHandle;
  }
}

export interface DbPluginOptions {
  config: Config;
  /** An already-open database (tests); the app then leaves closing it to the caller. */
  handle?: DbHandle;
}

/** Opens the database, brings it to the latest schema, seeds a fresh one, ensures an admin. */
export const dbPlugin = fp(
  async (app: FastifyInstance, { config, handle: given }: DbPluginOptions) => {
    const handle =
      given ?? (await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
    app.decorate("dbHandle", handle);
    // Requests use a handle that sees product writes, so this instance's cached product list
    // is dropped the moment a product changes here (other instances refresh within seconds).
    app.decorate("db", watchProductWrites(handle.db));
    if (!given) app.addHook("onClose", () => handle.close());

    await migrateToLatest(handle.db);
    if (await seedOnFirstBoot(handle.db, { demo: config.seedDemo })) {
      app.log.info({ demo: config.seedDemo }, "seeded a new database");
    }
    await bootstrapAdmin(handle.db, config.admin, app.log);
    app.log.info({ engine: handle.engine }, "database ready");
  },
  { name: "db" },
);
