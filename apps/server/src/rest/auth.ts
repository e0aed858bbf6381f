import { authMessages } from "@studio/shared";
import type { FastifyInstance } from "fastify";
import { restHandler, untrustedBody } from "./handler";

/** GET /api/user (with the month's token usage), POST /api/login, /api/register, /api/logout (SPEC section 7). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/api/user",
    restHandler(async (caller, _request, reply) => {
      const user = await caller.auth.me();
      if (!user) return reply.code(401).send({ error: authMessages.notSignedIn });
      return user;
    }),
  );
  app.post(
    "/api/login",
    restHandler((caller, request) => caller.auth.login(untrustedBody(request))),
  );
  app.post(
    "/api/register",
    restHandler((caller, request) => caller.auth.register(untrustedBody(request))),
  );
  app.post(
    "/api/logout",
    restHandler((caller) => caller.auth.logout()),
  );
}
