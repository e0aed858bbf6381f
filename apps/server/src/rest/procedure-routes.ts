import { type ProcedureContract, procedureContracts, type RestRoute } from "@studio/api";
import type { Page } from "@studio/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type Caller, restHandler } from "./handler";
import { bodyFields, pathNumber, queryFields, untrustedBody } from "./request-input";

/** A documented path's key, `GET /api/content/{id}`: how adapters name the route they serve. */
export function routeKey(route: Pick<RestRoute, "method" | "path">): string {
  return `${route.method} ${route.path}`;
}

/** A hand-written handler for a path whose legacy shape differs from its procedure's. */
export type RouteAdapter = ReturnType<typeof restHandler>;

/** The `{name}`s of an OpenAPI path, in order. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** The procedure's input: query or body fields, with the path's parameters on top (they win). */
function requestInput(
  request: FastifyRequest,
  route: RestRoute,
  params: readonly string[],
): unknown {
  const reads = route.method === "GET" || route.method === "DELETE";
  // Without path parameters a body goes to the procedure untouched, so a body that is not an
  // object gets the procedure's own "expected an object" answer.
  if (params.length === 0) return reads ? queryFields(request) : untrustedBody(request);
  const input = { ...(reads ? queryFields(request) : bodyFields(request)) };
  for (const param of params) {
    input[route.params?.[param] ?? param] = pathNumber(request, param);
  }
  return input;
}

/** Calls the procedure named `content.get` on the caller. */
function callProcedure(caller: Caller, name: string, input: unknown): Promise<unknown> {
  let node: unknown = caller;
  for (const key of name.split(".")) node = (node as Record<string, unknown>)[key];
  return (node as (input: unknown) => Promise<unknown>)(input);
}

/**
 * A legacy list path answers a plain array (SPEC 7), one window of it; when more rows follow,
 * the `X-Next-Cursor` header carries the cursor for the next window.
 */
export function answerWindow<Item>(reply: FastifyReply, page: Page<Item>): Item[] {
  if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
  return page.items;
}

/** What the route answers: the procedure's answer, its status, or a legacy window of a page. */
function answer(reply: FastifyReply, route: RestRoute, result: unknown) {
  if (route.window) return answerWindow(reply, result as Page<unknown>);
  if (route.status && route.status !== 200) return reply.code(route.status).send(result);
  return result;
}

function generatedHandler(contract: ProcedureContract & { rest: RestRoute }): RouteAdapter {
  // Read from the path once, when the route is registered, not on every request.
  const params = pathParams(contract.rest.path);
  return restHandler(async (caller, request, reply) =>
    answer(
      reply,
      contract.rest,
      await callProcedure(caller, contract.name, requestInput(request, contract.rest, params)),
    ),
  );
}

/** Fastify's form of an OpenAPI path: `/api/users/{id}` → `/api/users/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/** The procedures that serve a documented path, with their routes. */
export function restContracts(): Array<ProcedureContract & { rest: RestRoute }> {
  return procedureContracts().filter(
    (c): c is ProcedureContract & { rest: RestRoute } => c.rest !== undefined,
  );
}

/**
 * Registers every documented path a procedure declares: by default the generated handler (the
 * request's fields to the procedure, its answer back); a path with a legacy shape by its
 * adapter. `elsewhere` names the paths a plugin of their own registers (e.g. the multipart upload).
 */
export function registerProcedureRoutes(
  app: FastifyInstance,
  adapters: Readonly<Record<string, RouteAdapter>>,
  elsewhere: ReadonlySet<string> = new Set(),
): void {
  const served = new Set<string>();
  for (const contract of restContracts()) {
    const key = routeKey(contract.rest);
    served.add(key);
    if (elsewhere.has(key)) continue;
    app.route({
      method: contract.rest.method,
      url: fastifyPath(contract.rest.path),
      handler: adapters[key] ?? generatedHandler(contract),
    });
  }
  const stray = Object.keys(adapters).filter((key) => !served.has(key));
  if (stray.length)
    throw new Error(`adapters for paths no procedure declares: ${stray.join(", ")}`);
}
