import { randomUUID } from "node:crypto";
import type { AiProvider } from "@studio/ai";
import { configureContracts, StreamSlots } from "@studio/api";
import type { DbHandle } from "@studio/db";
import { REQUEST_BODY_LIMIT_BYTES } from "@studio/shared";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./env";
import { aiPlugin } from "./plugins/ai";
import { dbPlugin } from "./plugins/db";
import { errorsPlugin, frameworkErrorHandler } from "./plugins/errors";
import { healthRoutes } from "./plugins/health";
import { housekeepingPlugin } from "./plugins/housekeeping";
import { type JobsTuning, jobsPlugin } from "./plugins/jobs";
import { mailPlugin } from "./plugins/mail";
import { responseContractPlugin } from "./plugins/response-contract";
import { securityPlugin } from "./plugins/security";
import { sessionPlugin } from "./plugins/session";
import { staticPlugin } from "./plugins/static";
import { trpcPlugin } from "./plugins/trpc";
import { workersPlugin } from "./plugins/workers";
import { imageRoutes } from "./rest/images";
import { knowledgeUploadRoutes } from "./rest/knowledge-upload";
import { openApiRoutes } from "./rest/openapi";
import { procedureRoutes } from "./rest/procedure-routes-plugin";

declare module "fastify" {
  interface FastifyInstance {
    /** Every registered route as "METHOD /url" (HEAD included). */
    registeredRoutes: readonly string[];
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Aborted when close() starts (SIGTERM). */
    shutdownSignal: AbortSignal;
    /** Open AI streams per account / visitor address on this instance. */
    streamSlots: StreamSlots;
    /** RETENTION_YEARS, handed to every request's context. */
    retentionYears: number;
    /** ALLOW_SELF_APPROVAL, handed to every request's context. */
    allowSelfApproval: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** Use this database instead of opening one (tests share a prepared database). */
  db?: DbHandle;
  /** Pino options override, e.g. `false` to silence tests. */
  logger?: boolean;
  /** Use this AI provider instead of the configured one (tests, benchmarks). */
  ai?: AiProvider;
  /** Shorter connection timeouts (tests); SERVER_TIMEOUTS otherwise. */
  timeouts?: ServerTimeouts;
  /** Shorter job timings (tests: webhook retry delays, polling, the schedule check). */
  jobs?: JobsTuning;
}

export interface ServerTimeouts {
  /** A connection with no request in flight (new, or kept alive after one) closes after this. */
  idleMs: number;
  /** A request (headers and body) must arrive within this; responses may stream longer. */
  requestMs: number;
  /** How often Node checks the two above (its default, 30 s, made a 30 s limit act at 60 s). */
  checkIntervalMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  idleMs: 10_000,
  requestMs: 30_000,
  checkIntervalMs: 1_000,
};

/**
 * A hop count as a function: Fastify 5.12 takes a bare number as "trust no peer" for the client
 * address and protocol (it cannot check the immediate peer), which would put every client
 * behind the proxy in one per-address bucket. `hop < n` trusts exactly the n proxies in front.
 */
export function trustProxyOption(
  setting: Config["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== "number") return setting;
  return (_address, hop) => hop < setting;
}

/** Builds the whole app without listening, so tests can inject() requests into it. */
export async function buildApp({
  config,
  db,
  logger,
  ai,
  timeouts = SERVER_TIMEOUTS,
  jobs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              "req.headers.cookie",
              "req.headers.authorization",
              'res.headers["set-cookie"]',
            ],
          },
    bodyLimit: REQUEST_BODY_LIMIT_BYTES,
    // Slow clients must send their whole request (a trickled body too) within this time
    // (slowloris); responses may stream longer.
    requestTimeout: timeouts.requestMs,
    // An idle keep-alive connection closes after idleMs (Fastify's default kept it 72 s). Node
    // waits 1 s beyond keepAliveTimeout (a margin for clients racing the close), hence the minus.
    keepAliveTimeout: Math.max(1, timeouts.idleMs - 1_000),
    // A connection that sends no complete request head within idleMs closes; Node enforces
    // both timeouts from a sweep, run every checkIntervalMs so they hold to the second.
    http: {
      headersTimeout: timeouts.idleMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrorHandler,
    // A first boot on a new PGlite directory runs initdb (5-6 s alone, much more on a loaded
    // machine); Fastify's 10 s default would abort a healthy start.
    pluginTimeout: 120_000,
  });

  // Once shutdown starts, each response closes its keep-alive connection, and connections that
  // go idle later (a stream whose headers left before shutdown) are swept, so close() does not
  // wait on idle sockets until their keep-alive timeout.
  let closing = false;
  let idleSweep: NodeJS.Timeout | undefined;
  // Chat replies can stream for longer than the grace period: at shutdown they stop at once and
  // save what was written (marked stopped) instead of being cut off unsaved by the exit.
  const shutdown = new AbortController();
  app.decorate("shutdownSignal", shutdown.signal);
  app.decorate("streamSlots", new StreamSlots(config.streamCaps));
  app.decorate("retentionYears", config.retentionYears);
  app.decorate("allowSelfApproval", config.allowSelfApproval);
  app.addHook("preClose", async () => {
    shutdown.abort(new Error("the server is shutting down"));
    closing = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
  app.addHook("onClose", async () => clearInterval(idleSweep));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
  });

  // Every route as "METHOD /url", for the OpenAPI coverage test (a REST route must be documented).
  const routes: string[] = [];
  app.decorate("registeredRoutes", routes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });

  await app.register(errorsPlugin);
  // Procedures check their answers against their output schemas in tests and development.
  configureContracts({
    mode: config.isProduction ? "off" : config.nodeEnv === "test" ? "fail" : "log",
    log: (message) => app.log.error(message),
  });
  if (!config.isProduction) {
    await app.register(responseContractPlugin, {
      mode: config.nodeEnv === "test" ? "fail" : "log",
    });
  }
  await app.register(dbPlugin, { config, ...(db ? { handle: db } : {}) });
  await app.register(aiPlugin, { config, ...(ai ? { provider: ai } : {}) });
  await app.register(housekeepingPlugin);
  await app.register(mailPlugin, { config });
  await app.register(workersPlugin);
  await app.register(jobsPlugin, { config, ...(jobs ? { tuning: jobs } : {}) });
  await app.register(sessionPlugin, { config });
  await app.register(securityPlugin);
  await app.register(healthRoutes);
  await app.register(trpcPlugin);
  await app.register(procedureRoutes);
  await app.register(knowledgeUploadRoutes);
  await app.register(imageRoutes);
  await app.register(openApiRoutes);
  await app.register(staticPlugin, { webDistDir: config.webDistDir });
  return app;
}
