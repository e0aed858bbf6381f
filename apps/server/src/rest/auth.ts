import { authMessages } from "@studio/shared";
import { restHandler } from "./handler";
import type { RouteAdapter } from "./procedure-routes";

/**
 * The accounts paths (SPEC section 7) are generated from the `auth` procedures; only
 * `GET /api/user` differs: signed out, the procedure answers null and the path a 401.
 */
export const authAdapters: Record<string, RouteAdapter> = {
  "GET /api/user": restHandler(async (caller, _request, reply) => {
    const user = await caller.auth.me();
    if (!user) return reply.code(401).send({ error: authMessages.notSignedIn });
    return user;
  }),
};
