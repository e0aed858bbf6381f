import { createDb, migrateToLatest } from "@studio/db";
import { loadConfig } from "./env";

/** `pnpm db:migrate`: the migrations the server also runs at boot, on their own. */
const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const result = await migrateToLatest(handle.db);
  const applied = result.results?.map((r) => r.migrationName) ?? [];
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Already up to date.");
} finally {
  await handle.close();
}
