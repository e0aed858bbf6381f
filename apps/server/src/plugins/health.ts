import { isDbReachable } from "@studio/db";
import type { FastifyInstance } from "fastify";

/**
 * /healthz: the process is up. /readyz: it can serve (the database answers and the job queue
 * runs), whether change notices arrive (while they do not, caches are bypassed: slower, never
 * stale), which AI provider it uses, and the queue's state and job counts.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const database = await isDbReachable(app.db);
    const queue = await app.jobs.status().catch(() => undefined);
    const ready = database && queue?.state === "running";
    return reply.code(ready ? 200 : 503).send({
      status: ready ? "ready" : "unavailable",
      database: {
        engine: app.dbHandle.engine,
        reachable: database,
        changeNotices: app.changeFeed.live ? "live" : "reconnecting",
      },
      ai: { provider: app.ai.name, model: app.ai.model, imageModel: app.ai.imageModel },
      queue: queue ?? { library: "pg-boss", state: "failed", queues: {} },
    });
  });
}
