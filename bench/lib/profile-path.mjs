/**
 * Profiles the built server under load on one path: `node bench/lib/profile-path.mjs <path>
 * [pglite|postgres] [seconds] [signed-in]`. Starts the server with --cpu-prof, drives the path at
 * 64 connections (with a session cookie when `signed-in` is given) and prints where the CPU went.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load } from "./load.mjs";
import { summarise } from "./profile-summary.mjs";
import { createPostgresDatabase, login, prepareDataDir, startServer } from "./server.mjs";

const [path = "/healthz", engine = "pglite", seconds = "5", signedIn] = process.argv.slice(2);
const profDir = mkdtempSync(join(tmpdir(), "bench-prof-"));
const dataDir = mkdtempSync(join(tmpdir(), "bench-prof-data-"));
const database =
  engine === "postgres"
    ? await createPostgresDatabase(
        process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
      )
    : null;
if (!database) await prepareDataDir(dataDir);
const server = await startServer({
  dataDir,
  databaseUrl: database?.url,
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profDir}`],
});
try {
  const headers = signedIn ? { cookie: await login(server.url) } : {};
  await load({ url: server.url, path, connections: 16, seconds: 1, headers });
  const result = await load({ url: server.url, path, seconds: Number(seconds), headers });
  console.log(`${path} on ${engine}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms`);
} finally {
  await server.stop();
  await database?.drop();
}
const file = readdirSync(profDir).find((f) => f.endsWith(".cpuprofile"));
console.log(`profile: ${join(profDir, file)}`);
const s = summarise(JSON.parse(readFileSync(join(profDir, file), "utf8")), 30);
console.log(`-- by package\n${s.packages.join("\n")}\n-- by function\n${s.functions.join("\n")}`);
