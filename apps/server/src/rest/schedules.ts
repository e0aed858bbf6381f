import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { pathId } from "./request-input";
import { addRoutes, callWithBodyAndId, callWithId, createFromBody } from "./routes";

/** The run is queued, not finished: 202 with the run as it stands. */
const runNow = restHandler(async (caller, request, reply) => {
  const run = await caller.schedules.run({ id: pathId(request) });
  return reply.code(202).send(run);
});

/**
 * Scheduled drafts (issue 25): `POST /api/schedules` (201), `GET /api/schedules` (yours; an
 * administrator's: everyone's), `PATCH /api/schedules/:id` `{ enabled }`,
 * `DELETE /api/schedules/:id`, `POST /api/schedules/:id/run`.
 */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["POST", "/api/schedules", createFromBody((caller) => caller.schedules.create)],
    ["GET", "/api/schedules", restHandler((caller) => caller.schedules.list())],
    ["PATCH", "/api/schedules/:id", callWithBodyAndId((caller) => caller.schedules.update)],
    ["DELETE", "/api/schedules/:id", callWithId((caller) => caller.schedules.delete)],
    ["POST", "/api/schedules/:id/run", runNow],
  ]);
}
