import { isDbReachable } from "@studio/db";
import type { FastifyInstance } from "fastify";

/**
 * /healthz: the process is up. /readyz: it can serve (the database answers), whether change
 * notices arrive (while they do not, caches are bypassed: slower, never stale), and which AI
 * provider it uses.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const database = await isDbReachable(app.db);
    return reply.code(database ? 200 : 503).send({
      status: database ? "ready" : "unavailable",
      database: {
        engine: app.dbHandle.engine,
        reachable: database,
        changeNotices: app.changeFeed.live ? "live" : "reconnecting",
      },
      ai: { provider: app.ai.name, model: app.ai.model, imageModel: app.ai.imageModel },
    });
  });
}
