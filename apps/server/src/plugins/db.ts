import type { ChangeFeed, Database } from "@studio/db";
import { createDb, type DbHandle, migrateToLatest, seedOnFirstBoot } from "@studio/db";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Kysely } from "kysely";
import { bootstrapAdmin } from "../bootstrap-admin";
import type { Config } from "../env";
import { createInstanceCaches, type InstanceCaches } from "../instance-caches";

declare module "fastify" {
  interface FastifyInstance {
    /** The database handle (requests tell `caches.invalidation` what they write). */
    db: Kysely<Database>;
    dbHandle: DbHandle;
    caches: InstanceCaches;
    /** The database's change notices that keep `caches` correct across instances. */
    changeFeed: ChangeFeed;
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
    if (!given) app.addHook("onClose", () => handle.close());

    await migrateToLatest(handle.db);
    // After the migrations, which create the triggers that publish change notices.
    const feed = await handle.openChangeFeed();
    app.addHook("onClose", () => feed.close());
    app.decorate("changeFeed", feed);
    app.decorate("db", handle.db);
    app.decorate("caches", createInstanceCaches(feed));

    if (await seedOnFirstBoot(handle.db, { demo: config.seedDemo })) {
      app.log.info({ demo: config.seedDemo }, "seeded a new database");
    }
    // Checking the configured administrator's password (argon2, on libuv's threads) takes a
    // quarter of a second: it runs while the other plugins start, and the app is ready only
    // once it is done.
    const admin = bootstrapAdmin(handle.db, config.admin, app.caches.invalidation, app.log);
    admin.catch(() => {}); // awaited (and its failure thrown) at onReady
    app.addHook("onReady", () => admin);
    app.log.info({ engine: handle.engine }, "database ready");
  },
  { name: "db" },
);
