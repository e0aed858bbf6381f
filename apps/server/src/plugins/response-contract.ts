import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { type RouteDoc, routeDocs } from "../openapi/documented-routes";

/** Fastify's form of a documented path: `/api/users/{id}` → `GET /api/users/:id`. */
function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
}

const documented = new Map<string, RouteDoc>(
  routeDocs.map((route) => [routeKey(route.method, route.path), route]),
);

export interface ResponseContractOptions {
  /** "fail": a test sees a 500 naming the drift; "log": development logs it and answers as is. */
  mode: "fail" | "log";
}

/** Where an answer and its documented schema part ways, for one line of a log or an error. */
export function contractDrift(route: RouteDoc, statusCode: number, body: unknown): string | null {
  const expected = route.status ?? 200;
  if (statusCode !== expected) return `answered ${statusCode}, documented ${expected}`;
  const result = route.response.safeParse(body);
  if (result.success) return null;
  return result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`)
    .join("; ");
}

/**
 * Checks every successful JSON answer of a documented /api path against the schema the OpenAPI
 * document shows for it (openapi/documented-routes.ts), in tests and development, so the document cannot
 * drift from what the server sends. Production skips it: the check costs a parse per answer.
 * Refusals (4xx) have one shape, checked by error-shape.test.ts; streams and files are not JSON.
 */
const responseContract: FastifyPluginAsync<ResponseContractOptions> = async (app, { mode }) => {
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode >= 300 || typeof payload !== "string") return payload;
    if (!String(reply.getHeader("content-type") ?? "").startsWith("application/json")) {
      return payload;
    }
    const route = documented.get(routeKey(request.method, request.routeOptions.url ?? ""));
    if (!route || (route.produces ?? "application/json") !== "application/json") return payload;

    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      body = payload;
    }
    const drift = contractDrift(route, reply.statusCode, body);
    if (!drift) return payload;
    const message = `${request.method} ${route.path} does not match its documented answer: ${drift}`;
    if (mode === "log") {
      request.log.error({ route: route.path }, message);
      return payload;
    }
    reply.code(500);
    return JSON.stringify({ error: message, requestId: request.id });
  });
};

export const responseContractPlugin = fp(responseContract, { name: "response-contract" });
