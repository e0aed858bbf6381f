/**
 * Child process for faults.test.ts: runs a query through the real createDb pool, drops the
 * connection under it with a proxy, and exits 0 only if the process survives. An uncaught
 * exception exits 1 (the default would too, but this says why).
 */
import { createDb } from "@studio/db";
import { requireTestDatabaseUrl } from "@studio/db/testing";
import { sql } from "kysely";
import { startTcpProxy } from "./tcp-proxy";

process.on("uncaughtException", (error) => {
  console.log(`uncaught exception: ${error.message}`);
  process.exit(1);
});

const target = new URL(requireTestDatabaseUrl());
const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
target.host = `127.0.0.1:${proxy.port}`;
const handle = await createDb({ databaseUrl: target.toString(), poolSize: 2 });
const inFlight = sql`select pg_sleep(2)`.execute(handle.db).then(
  () => "query finished",
  () => "query failed cleanly",
);
await new Promise((resolve) => setTimeout(resolve, 300));
proxy.cut();
console.log(await inFlight);
// Give a late "error" event time to surface before declaring the process healthy.
await new Promise((resolve) => setTimeout(resolve, 300));
await handle.close();
await proxy.close();
process.exit(0);
