import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { pathId, pathNumber, queryFields, unvalidated } from "./request-input";
import { addRoutes, callWithId, createFromBody } from "./routes";

const deliveries = restHandler((caller, request) =>
  caller.webhooks.deliveries(unvalidated({ ...queryFields(request), id: pathId(request) })),
);

/** Queued, not yet sent: 202 with the delivery as it now stands (pending). */
const redeliver = restHandler(async (caller, request, reply) => {
  const delivery = await caller.webhooks.redeliver({
    id: pathId(request),
    deliveryId: pathNumber(request, "deliveryId"),
  });
  return reply.code(202).send(delivery);
});

/**
 * Signed webhooks (issue 25), administrators only: `POST /api/webhooks` answers the secret once
 * (201), `GET /api/webhooks` lists endpoints (never a secret), `DELETE /api/webhooks/:id`,
 * `GET /api/webhooks/:id/deliveries` a page `{ items, nextCursor }`, and a redelivery.
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["POST", "/api/webhooks", createFromBody((caller) => caller.webhooks.create)],
    ["GET", "/api/webhooks", restHandler((caller) => caller.webhooks.list())],
    ["DELETE", "/api/webhooks/:id", callWithId((caller) => caller.webhooks.delete)],
    ["GET", "/api/webhooks/:id/deliveries", deliveries],
    ["POST", "/api/webhooks/:id/deliveries/:deliveryId/redeliver", redeliver],
  ]);
}
