import { createCaller, publicMessage, retryAfterOf, toTRPCError } from "@studio/api";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type StoredResponse, sendStored } from "../public-query-responses";
import { bearerKey, createRequestContext } from "../request-context";

export type Caller = ReturnType<typeof createCaller>;

/**
 * Wraps a legacy /api route: builds the same context tRPC would, calls the router, and maps
 * errors to `{ error }` with the status tRPC would have used. No logic lives here, so both
 * transports validate, authorize and behave identically.
 */
export function restHandler<T>(
  run: (caller: Caller, request: FastifyRequest, reply: FastifyReply) => Promise<T>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      // Inside the try: a wrong API key fails here, as a 401 in the usual shape.
      const caller = createCaller(await createRequestContext(request, reply));
      return await run(caller, request, reply);
    } catch (caught) {
      return sendRestError(request, reply, caught);
    }
  };
}

/** An error as a REST answer: `{ error }` with the status tRPC would use (5xx masked, logged). */
export function sendRestError(request: FastifyRequest, reply: FastifyReply, caught: unknown) {
  const error = toTRPCError(caught);
  const status = getHTTPStatusCodeFromError(error);
  const retryAfter = retryAfterOf(error);
  if (retryAfter) reply.header("retry-after", String(retryAfter));
  if (status >= 500) {
    request.log.error({ err: error.cause ?? error }, "REST route failed");
    return reply.code(status).send({ error: publicMessage(error), requestId: request.id });
  }
  return reply.code(status).send({ error: publicMessage(error) });
}

/**
 * A public read whose answer is the same for everyone and comes from a cache (`procedure` names
 * its source in the instance's PublicQueryResponses): a repeat is answered with the JSON stored
 * from an earlier call while that source is unchanged; otherwise it runs as `restHandler` would.
 */
export function storedPublicRead<T>(procedure: string, run: (caller: Caller) => Promise<T>) {
  const handle = restHandler(async (caller, request, reply) => {
    const responses = request.server.caches.publicResponses;
    const source = responses.source(procedure);
    const data = await run(caller);
    if (!source) return data;
    const answer: StoredResponse = {
      status: 200,
      headers: [["content-type", "application/json; charset=utf-8"]],
      body: JSON.stringify(data),
    };
    responses.remember(procedure, request.url, source, answer);
    return sendStored(reply, answer);
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // A key request always runs the procedure: its key and scope must be checked (a 401 or 403).
    const stored =
      bearerKey(request) === undefined
        ? request.server.caches.publicResponses.lookup(procedure, request.url)
        : undefined;
    return stored ? sendStored(reply, stored) : handle(request, reply);
  };
}
