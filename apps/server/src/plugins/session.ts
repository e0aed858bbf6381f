import fastifyCookie from "@fastify/cookie";
import fastifySession from "@fastify/session";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";
import { DatabaseSessionStore } from "./session-store";

declare module "fastify" {
  interface Session {
    userId?: number;
  }
  interface FastifyInstance {
    /** The session store, typed: the request context takes the owner it read with a session. */
    sessionStore: DatabaseSessionStore;
    /** Whether cookies are `Secure` (production), for the cookies set outside the session. */
    secureCookies: boolean;
  }
}

export const SESSION_COOKIE = "sid";

/**
 * Cookie sessions: HttpOnly, SameSite=Lax, Secure in production. No row is written for a visitor
 * until they sign in (saveUninitialized false), and the cookie is not re-sent on every response.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    await app.register(fastifyCookie);
    // The store keeps the session cache right for its own writes.
    const store = new DatabaseSessionStore(app.db, app.caches.sessions);
    app.decorate("sessionStore", store);
    app.decorate("secureCookies", config.isProduction);
    await app.register(fastifySession, {
      secret: config.sessionSecret,
      cookieName: SESSION_COOKIE,
      store,
      saveUninitialized: false,
      rolling: false,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        secure: config.isProduction,
        path: "/",
      },
    });
  },
  { name: "session", dependencies: ["db"] },
);
