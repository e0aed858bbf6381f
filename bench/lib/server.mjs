/**
 * Starts the built server exactly as `pnpm start` runs it (`node apps/server/dist/server.js`),
 * on loopback only, and stops it. Shared by the benches; the reliability tests have their own
 * TypeScript twin in apps/server/src/reliability/.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { UNTHROTTLED_ENV } from "./server-env.mjs";

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** What `pnpm start` runs; BENCH_SERVER_ENTRY may point at another build of the server. */
export const serverEntry = process.env.BENCH_SERVER_ENTRY
  ? join(repoRoot, process.env.BENCH_SERVER_ENTRY)
  : join(repoRoot, "apps/server/dist/server.js");

export const BENCH_ADMIN = { username: "bench-admin", password: "bench-admin-password-1" };

/** A free loopback port (the OS picks one; the race until the server binds it is harmless here). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function assertBuilt() {
  if (!existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`pnpm build\` first`);
  }
}

/**
 * Spawns the server and resolves once /readyz answers 200, with how long that took.
 * `nodeArgs` lets a run add --cpu-prof; `env` is added to a minimal environment so the
 * machine's own variables (a stray DATABASE_URL) cannot leak in.
 */
export async function startServer({
  dataDir,
  databaseUrl,
  env = {},
  nodeArgs = [],
  timeoutMs = 60_000,
}) {
  assertBuilt();
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      // Explicit, so a private build elsewhere serves the same SPA build.
      WEB_DIST_DIR: join(repoRoot, "apps/web/dist"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      SESSION_SECRET: "bench-session-secret-that-is-long-enough-0123456789",
      // Per-request info logs would measure the terminal, not the server.
      LOG_LEVEL: "warn",
      ...UNTHROTTLED_ENV,
      ...env,
    },
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;

  let readyMs = null;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.status === 200) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  if (readyMs === null) {
    child.kill("SIGKILL");
    throw new Error(`server did not become ready:\n${output}`);
  }

  return {
    url,
    port,
    child,
    readyMs,
    output: () => output,
    /** SIGTERM, then SIGKILL if it has not exited within `graceMs`; resolves with the exit. */
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/**
 * Creates and migrates a PGlite data dir with the migrate CLI (`pnpm db:migrate`), so the
 * server's first boot does not spend its plugin time-out on initdb (see the start-up bench).
 */
export async function prepareDataDir(dataDir) {
  const child = spawn(process.execPath, [join(dirname(serverEntry), "migrate-cli.js")], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const code = await new Promise((resolve) => child.once("exit", resolve));
  if (code !== 0) throw new Error(`migrate-cli failed (${code}):\n${output}`);
}

/** `pg` as the db package resolves it (it is not a root dependency). */
function loadPg() {
  const require = createRequire(join(repoRoot, "packages/db/package.json"));
  return require("pg");
}

/**
 * A fresh database on the machine's PostgreSQL, and how to drop it again. `fixedName` (for a
 * person told which database is theirs) replaces a database of that name left by an aborted run.
 */
export async function createPostgresDatabase(adminUrl, fixedName) {
  const pg = loadPg();
  if (fixedName !== undefined && !/^[a-z_][a-z0-9_]*$/.test(fixedName)) {
    throw new Error(`not a plain database name: ${fixedName}`);
  }
  const name = fixedName ?? `bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (fixedName) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Is PostgreSQL answering at `adminUrl`? Benches skip the engine (and say so) when not. */
export async function postgresAvailable(adminUrl) {
  const pg = loadPg();
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Signs in through POST /api/login and returns the session cookie ("sid=..."). */
export async function login(url, credentials = BENCH_ADMIN) {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...credentials, rememberMe: true }),
  });
  if (response.status !== 200)
    throw new Error(`login answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error("login set no session cookie");
  return cookie.split(";")[0];
}
