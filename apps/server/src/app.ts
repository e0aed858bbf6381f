import { randomUUID } from "node:crypto";
import type { AiProvider } from "@studio/ai/provider";
import type { DbHandle } from "@studio/db/client";
import { REQUEST_BODY_LIMIT_BYTES } from "@studio/shared/limits";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./env";
import { aiPlugin } from "./plugins/ai";
import { dbPlugin } from "./plugins/db";
import { errorsPlugin } from "./plugins/errors";
import { healthRoutes } from "./plugins/health";
import { housekeepingPlugin } from "./plugins/housekeeping";
import { securityPlugin } from "./plugins/security";
import { sessionPlugin } from "./plugins/session";
import { staticPlugin } from "./plugins/static";
import { trpcPlugin } from "./plugins/trpc";
import { adminRoutes } from "./rest/admin";
import { authRoutes } from "./rest/auth";
import { catalogRoutes } from "./rest/catalog";
import { conversationRoutes } from "./rest/conversations";
import { generationRoutes } from "./rest/generation";
import { imageRoutes } from "./rest/images";

export interface BuildAppOptions {
  config: Config;
  /** Use this database instead of opening one (tests share a prepared database). */
  db?: DbHandle;
  /** Pino options override, e.g. `false` to silence tests. */
  logger?: boolean;
  /** Use this AI provider instead of the configured one (tests, benchmarks). */
  ai?: AiProvider;
}

/** Builds the whole app without listening, so tests can inject() requests into it. */
export async function buildApp({
  config,
  db,
  logger,
  ai,
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
    // Slow clients must send their request within this time (slowloris); responses may stream longer.
    requestTimeout: 30_000,
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 200 },
    // A first boot on a new PGlite directory runs initdb (5-6 s alone, much more on a loaded
    // machine); Fastify's 10 s default would abort a healthy start.
    pluginTimeout: 120_000,
  });

  // Once shutdown starts, each response closes its keep-alive connection, and connections that
  // go idle later (a stream whose headers left before shutdown) are swept, so close() does not
  // wait on idle sockets until their keep-alive timeout.
  let closing = false;
  let idleSweep: NodeJS.Timeout | undefined;
  app.addHook("preClose", async () => {
    closing = true;
    idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
  });
  app.addHook("onClose", async () => clearInterval(idleSweep));
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (closing) reply.header("connection", "close");
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { config, ...(db ? { handle: db } : {}) });
  await app.register(aiPlugin, { config, ...(ai ? { provider: ai } : {}) });
  await app.register(housekeepingPlugin);
  await app.register(sessionPlugin, { config });
  await app.register(securityPlugin);
  await app.register(healthRoutes);
  await app.register(trpcPlugin);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(adminRoutes);
  await app.register(generationRoutes);
  await app.register(imageRoutes);
  await app.register(conversationRoutes);
  await app.register(staticPlugin, { webDistDir: config.webDistDir });
  return app;
}
