import { assertAdminCaller, type Context, createInnerContext, type SessionPort } from "@studio/api";
import { REMEMBER_ME_MS } from "@studio/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./plugins/session";
import { browserVisitor } from "./visitor-claim";

/** The session port over @fastify/session, for procedures and the REST shim alike. */
function fastifySessionPort(request: FastifyRequest, reply: FastifyReply): SessionPort {
  return {
    get userId() {
      return request.session.get("userId") ?? null;
    },
    get sessionId() {
      return request.session.sessionId ?? null;
    },
    async signIn(userId, rememberMe) {
      // Remember me: a 30-day cookie. Otherwise a browser-session cookie (no Max-Age).
      request.session.options({ maxAge: rememberMe ? REMEMBER_ME_MS : undefined });
      request.session.set("userId", userId);
      // A new id at login, so a session id planted before login is worthless after it.
      await request.session.regenerate(["userId"]);
    },
    async signOut() {
      if (request.session.get("userId") !== undefined || request.cookies[SESSION_COOKIE]) {
        await request.session.destroy();
      }
      reply.clearCookie(SESSION_COOKIE, { path: "/" });
    },
  };
}

/** An AbortSignal that fires when the client goes away before the response is complete. */
function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort(new Error("client closed the connection"));
  });
  return controller.signal;
}

/** The owner the session store read together with this request's session, if it did. */
function prefetchedUser(request: FastifyRequest) {
  const userId = request.session.get("userId");
  if (userId === undefined) return undefined;
  return request.server.sessionStore.takeUser(request.session.sessionId, userId);
}

/**
 * The key of an `Authorization: Bearer <key>` header, if there is one. Any bearer value counts
 * (a wrong one is a 401), so a malformed key is never silently treated as "no key".
 */
export function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== "string") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? (/^Bearer\b/i.test(header) ? "" : undefined);
}

/**
 * `calls`: the procedure calls this request makes (a tRPC batch makes several), each counted
 * against an API key's per-minute limit; one for a REST request.
 */
export function createRequestContext(
  request: FastifyRequest,
  reply: FastifyReply,
  calls = 1,
): Promise<Context> {
  const apiKey = bearerKey(request);
  // With a key the session is not consulted at all (see createInnerContext).
  const user = apiKey === undefined ? prefetchedUser(request) : undefined;
  const visitor = apiKey === undefined ? browserVisitor(request, reply) : undefined;
  // A streamed answer's headers leave before its procedures run, so a visitor's claim for what
  // the stream may create (a generation) is made now, while its cookie can still be sent.
  if (
    visitor &&
    request.headers["trpc-accept"] === "application/jsonl" &&
    request.session.get("userId") === undefined
  ) {
    visitor.claimForNewContent();
  }
  return createInnerContext({
    db: request.server.db,
    // The instance's caches, and what keeps them right after this request's own writes.
    productList: request.server.caches.productList,
    myUsage: request.server.caches.myUsage,
    invalidation: request.server.caches.invalidation,
    ...(user ? { prefetchedUser: user } : {}),
    session: fastifySessionPort(request, reply),
    ...(visitor ? { visitor } : {}),
    ai: request.server.ai,
    generationLimits: request.server.generationLimits,
    retentionYears: request.server.retentionYears,
    allowSelfApproval: request.server.allowSelfApproval,
    clientIp: request.ip,
    signal: clientGoneSignal(reply),
    ...(apiKey === undefined
      ? {}
      : { apiKey, apiKeyLimitPerMinute: request.server.apiKeyLimitPerMinute, apiKeyCalls: calls }),
    shutdownSignal: request.server.shutdownSignal,
    streamSlots: request.server.streamSlots,
    jobs: request.server.jobs,
    webhookAllowPrivate: request.server.webhookAllowPrivate,
    email: request.server.emailSettings,
  });
}

/**
 * Refuses a caller `adminProcedure` would refuse, from the request's headers alone: a route that
 * takes a large body runs this in `onRequest`, so it never reads a body it would refuse.
 */
export async function assertAdminFromHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  assertAdminCaller(await createRequestContext(request, reply));
}
