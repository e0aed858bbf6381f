import type { FastifyInstance } from "fastify";
import { pathId } from "./catalog";
import { restHandler, untrustedBody } from "./handler";

/**
 * Personal API keys (issue 17): `POST /api/api-keys` answers the key once (201),
 * `GET /api/api-keys` lists the caller's keys (never the key or its hash),
 * `DELETE /api/api-keys/:id` revokes one (its owner or an administrator; others get 404).
 */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/api-keys",
    restHandler(async (caller, request, reply) => {
      const created = await caller.apiKeys.create(untrustedBody(request));
      return reply.code(201).send(created);
    }),
  );
  app.get(
    "/api/api-keys",
    restHandler((caller) => caller.apiKeys.list()),
  );
  app.delete(
    "/api/api-keys/:id",
    restHandler((caller, request) => caller.apiKeys.revoke({ id: pathId(request) })),
  );
}
