import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { UNTHROTTLED_ENV } from "../../../../bench/lib/server-env.mjs";

/**
 * Runs the server as its own process, as `pnpm start` does: the built bundle when it exists
 * (`pnpm build` ran), otherwise the same entry point from source through tsx (CI runs the unit
 * suite before building). Loopback only.
 */
const serverDir = join(import.meta.dirname, "..", "..");

function entry(name: "server" | "migrate-cli"): { args: string[]; label: string } {
  const built = join(serverDir, "dist", `${name}.js`);
  if (existsSync(built)) return { args: [built], label: `dist/${name}.js` };
  return {
    args: ["--import", "tsx", join(serverDir, "src", `${name}.ts`)],
    label: `src/${name}.ts (tsx)`,
  };
}

export const SPAWNED_ADMIN = { username: "spawned-admin", password: "spawned-admin-password" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function baseEnv(dataDir: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    SESSION_SECRET: "spawned-session-secret-that-is-long-enough-0123",
    ADMIN_USERNAME: SPAWNED_ADMIN.username,
    ADMIN_PASSWORD: SPAWNED_ADMIN.password,
    LOG_LEVEL: "warn",
    ...UNTHROTTLED_ENV,
  };
}

/** initdb and migrations ahead of the first boot, with the migrate CLI (`pnpm db:migrate`). */
export async function prepareDataDir(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, entry("migrate-cli").args, {
    cwd: serverDir,
    env: baseEnv(dataDir),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    output += c.toString();
  });
  const [code] = (await once(child, "exit")) as [number | null];
  if (code !== 0) throw new Error(`migrate-cli failed (${code}): ${output}`);
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  label: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL if still running (cleanup after a failed test). */
  kill(): void;
}

export async function spawnServer(
  dataDir: string,
  timeoutMs = 60_000,
  /** More variables (DATABASE_URL, WEBHOOK_ALLOW_PRIVATE, ...). */
  env: Record<string, string> = {},
): Promise<SpawnedServer> {
  const port = await freePort();
  const { args, label } = entry("server");
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    env: { ...baseEnv(dataDir), ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) {
      return {
        url,
        child,
        label,
        output: () => output,
        exited,
        kill: () => {
          if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        },
      };
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill("SIGKILL");
  throw new Error(`server (${label}) did not become ready: ${output}`);
}

export async function loginCookie(url: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...SPAWNED_ADMIN, rememberMe: true }),
  });
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("sid="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0] as string;
}
