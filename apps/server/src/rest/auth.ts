import { authMessages } from "@studio/shared";
import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { addRoutes, callWithBody } from "./routes";

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
  addRoutes(app, [
    ["POST", "/api/login", callWithBody((caller) => caller.auth.login)],
    ["POST", "/api/register", callWithBody((caller) => caller.auth.register)],
    ["POST", "/api/logout", restHandler((caller) => caller.auth.logout())],
  ]);
}
