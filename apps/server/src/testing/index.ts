import type { AiProvider } from "@studio/ai";
import { createAiProvider } from "@studio/ai";
import { hashPassword, openWorkerPools } from "@studio/api";
import { insertUser, type UserRecord } from "@studio/db";
import { createTestDb, type TestDb } from "@studio/db/testing";
import type { Role } from "@studio/shared";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { buildApp } from "../app";
import { type Config, loadConfig } from "../env";
import type { JobsTuning } from "../plugins/jobs";
import { workerFiles } from "../plugins/workers";

/** The app itself, for benches that run it in-process (bench/streaming.bench.mjs). */
export { buildApp } from "../app";
export { type Config, loadConfig } from "../env";

/**
 * Test harness: a real app on a real (per-file) database, driven with inject(). A browser-like
 * client keeps cookies between requests, so tests read like what a person does.
 */
export interface TestApp {
  app: FastifyInstance;
  db: TestDb;
  config: Config;
  /** Creates an account directly in the database (password hashing included). */
  createUser(
    options?: Partial<{
      username: string;
      email: string;
      password: string;
      role: Role;
      approved: boolean;
    }>,
  ): Promise<UserRecord & { password: string }>;
  /** A cookie-keeping client; `loginAs` signs it in through the real login route. */
  client(): TestClient;
  close(): Promise<void>;
}

export interface TestClient {
  cookies: Map<string, string>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  put(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  /** Calls a tRPC query (GET) or mutation (POST) and returns the parsed envelope. */
  trpc(
    kind: "query" | "mutation",
    path: string,
    input?: unknown,
  ): Promise<{ status: number; data: unknown; error: { message: string; code: string } | null }>;
  loginAs(
    user: { username: string; password: string },
    rememberMe?: boolean,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The harness holds this process's worker pools open for its whole life. A thread started from
 * sources loads tsx, transforms the checker's TypeScript and builds its phrase tables: about 4 s
 * of CPU. Left to the apps, the pools closed with each test file's app and every file that
 * checks text started its threads again (half the unit lane's CPU); held, each test worker's
 * threads stay warm across its files, and end with it (or after the pools' idle time). One
 * compliance thread, not one per core: the lane's two test workers already keep both cores busy,
 * and a second thread per worker was seconds more of start-up for no more throughput.
 */
openWorkerPools({ ...workerFiles(), complianceThreads: 1 });

let userCounter = 0;

/** The administrator every test app is booted with: `client.loginAs(TEST_ADMIN)`. */
export const TEST_ADMIN = { username: "root-admin", password: "root-admin-password" } as const;

/**
 * Retries `check` until it passes or `timeoutMs` runs out, then throws its last failure. For
 * effects that reach an app through the database's change notices (another instance's writes):
 * they arrive within milliseconds, not before the writer's own query returns.
 */
export async function eventually(
  check: () => unknown | Promise<unknown>,
  timeoutMs = 1_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    db?: TestDb;
    appDb?: TestDb;
    ai?: AiProvider;
    /** Shorter job timings (webhook retry delays, polling, the schedule check). */
    jobs?: JobsTuning;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDb());
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "/nonexistent-test-data-dir",
    SESSION_SECRET: "test-session-secret-that-is-long-enough-0123456789",
    SEED_DEMO: "false",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_LEVEL: "silent",
    ...options.env,
  });
  // Unless a test configures a model, the offline provider without its visible-streaming
  // pauses: fast and deterministic.
  const ai =
    options.ai ??
    createAiProvider(
      config.ai.provider === "offline" ? { ...config.ai, offlineChunkDelayMs: 0 } : config.ai,
    );
  const app = await buildApp({
    config,
    db,
    logger: false,
    ai,
    // One connection for the queue's pool: each new connection costs the database server tens
    // of milliseconds of CPU, and at four the queues' pools were a sixth of the unit lane's
    // load on PostgreSQL. A test that races jobs sets its own.
    jobs: { queuePoolSize: 1, ...options.jobs },
  });
  await app.ready();

  const createUser: TestApp["createUser"] = async (o = {}) => {
    userCounter += 1;
    const username = o.username ?? `user${userCounter}_${Math.random().toString(36).slice(2, 8)}`;
    const password = o.password ?? "correct horse battery";
    const user = await insertUser(db.db, {
      username,
      email: o.email ?? `${username}@example.com`,
      passwordHash: await hashPassword(password),
      role: o.role ?? "user",
      approved: o.approved ?? true,
    });
    return { ...user, password };
  };

  return {
    app,
    db,
    config,
    createUser,
    client: () => createClient(app),
    close: async () => {
      await app.close();
      if (!options.db) await db.close();
    },
  };
}

function createClient(app: FastifyInstance): TestClient {
  const cookies = new Map<string, string>();
  const request = async (opts: InjectOptions) => {
    const cookieHeader = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await app.inject({
      ...opts,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...opts.headers },
    });
    for (const c of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.value === "" || (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0;
      if (expired) cookies.delete(c.name);
      else cookies.set(c.name, c.value);
    }
    return response;
  };
  const withBody = (method: "POST" | "PUT" | "PATCH") => (url: string, payload?: unknown) =>
    request({
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }),
    });

  const client: TestClient = {
    cookies,
    request,
    get: (url) => request({ method: "GET", url }),
    post: withBody("POST"),
    put: withBody("PUT"),
    patch: withBody("PATCH"),
    delete: (url) => request({ method: "DELETE", url }),
    async trpc(kind, path, input) {
      const response =
        kind === "query"
          ? await request({
              method: "GET",
              url: `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            })
          : await request({
              method: "POST",
              url: `/trpc/${path}`,
              payload: (input ?? {}) as InjectOptions["payload"],
            });
      const body = response.json() as {
        result?: { data: unknown };
        error?: { message: string; data: { code: string } };
      };
      return {
        status: response.statusCode,
        data: body.result?.data ?? null,
        error: body.error ? { message: body.error.message, code: body.error.data.code } : null,
      };
    },
    loginAs: (user, rememberMe = false) =>
      client.post("/api/login", { username: user.username, password: user.password, rememberMe }),
  };
  return client;
}
