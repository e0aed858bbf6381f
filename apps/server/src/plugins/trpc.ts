import { type AppRouter, appRouter } from "@studio/api";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import { resolveResponse } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type StoredResponse, sendStored } from "../public-query-responses";
import { bearerKey, createRequestContext } from "../request-context";

type TrpcRequest = FastifyRequest<{ Params: { path: string } }>;

/** Runs one tRPC HTTP request (a call or a batch) through tRPC's own resolver. */
async function resolve(request: TrpcRequest, reply: FastifyReply): Promise<Response> {
  // tRPC reads the body we parsed as a string (see the content-type parser below).
  const raw: typeof request.raw & { body?: unknown } = request.raw;
  if (request.body !== undefined) raw.body = request.body;
  return resolveResponse<AppRouter>({
    router: appRouter,
    req: incomingMessageToRequest(raw, reply.raw, { maxBodySize: null }),
    path: request.params.path,
    error: null,
    // A batch of N calls is N requests against an API key's per-minute limit.
    createContext: ({ info }) =>
      createRequestContext(request, reply, Math.max(1, info.calls.length)),
    onError({ error, path }) {
      // 4xx are the caller's business; 5xx are ours, logged with the request id to find them.
      if (error.code === "INTERNAL_SERVER_ERROR") {
        request.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
      }
    },
  });
}

/**
 * tRPC at /trpc, as @trpc/server's Fastify adapter mounts it, with two differences: a JSON answer
 * is sent as one string (one socket write, no web stream), and public cached queries are answered
 * from the instance's `PublicQueryResponses` while nothing changed. Streamed batches (JSONL) pass
 * through as they are produced.
 */
export const trpcPlugin = fp(
  async (app: FastifyInstance) => {
    const publicResponses = app.caches.publicResponses;

    await app.register(async (scope) => {
      // tRPC parses bodies itself; it is handed the raw JSON text.
      scope.removeContentTypeParser("application/json");
      scope.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) =>
        done(null, body),
      );

      scope.all("/trpc/:path", async (request: TrpcRequest, reply) => {
        const { path } = request.params;
        // Only plain GETs: a JSONL request (trpc-accept) gets a differently shaped answer, and a
        // key request must have its key and scope checked.
        const cacheable =
          request.method === "GET" &&
          !request.headers["trpc-accept"] &&
          bearerKey(request) === undefined;
        const source = cacheable ? publicResponses.source(path) : undefined;
        const stored = source && publicResponses.lookup(path, request.url);
        if (stored) return sendStored(reply, stored);

        const response = await resolve(request, reply);
        // A streamed batch (chunked JSON lines) or an event stream goes out as it is produced.
        const type = response.headers.get("content-type")?.split(";")[0]?.trim();
        const streamed = response.headers.has("transfer-encoding") || type !== "application/json";
        if (response.body === null || streamed) return reply.send(response);
        const answer: StoredResponse = {
          status: response.status,
          headers: [...response.headers],
          body: await response.text(),
        };
        if (source) publicResponses.remember(path, request.url, source, answer);
        return sendStored(reply, answer);
      });
    });
  },
  { name: "trpc", dependencies: ["session"] },
);
