import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { addRoutes, callWithId, createFromBody } from "./routes";

/**
 * Personal API keys (issue 17): `POST /api/api-keys` answers the key once (201),
 * `GET /api/api-keys` lists the caller's keys (never the key or its hash),
 * `DELETE /api/api-keys/:id` revokes one (its owner or an administrator; others get 404).
 */
export async function apiKeyRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["POST", "/api/api-keys", createFromBody((caller) => caller.apiKeys.create)],
    ["GET", "/api/api-keys", restHandler((caller) => caller.apiKeys.list())],
    ["DELETE", "/api/api-keys/:id", callWithId((caller) => caller.apiKeys.revoke)],
  ]);
}
