import type { Page } from "@studio/shared";
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";
import { type Caller, restHandler } from "./handler";
import { bodyWithId, pathId, untrustedBody } from "./request-input";

/**
 * The shapes most /api routes share, each a `restHandler` around one procedure: which procedure
 * is the route's only choice, and what it hands over is the procedure's to validate.
 */

/** One route: `[method, path, handler]`. */
export type Route = readonly [method: HTTPMethods, url: string, handler: RestHandler];
type RestHandler = ReturnType<typeof restHandler>;

/** Registers a file's routes, one row each, in order: the table reads like the API it serves. */
export function addRoutes(app: FastifyInstance, routes: readonly Route[]): void {
  for (const [method, url, handler] of routes) app.route({ method, url, handler });
}

/** Picks a procedure off the caller, e.g. `(caller) => caller.apiKeys.create`. */
type ProcedureOf<Input = never> = (caller: Caller) => (input: Input) => Promise<unknown>;

/** The JSON body to the procedure, untouched. */
export function callWithBody(procedure: ProcedureOf) {
  return restHandler((caller, request) => procedure(caller)(untrustedBody(request)));
}

/** A create: the JSON body to the procedure untouched, answered with 201 and what it made. */
export function createFromBody(procedure: ProcedureOf) {
  return restHandler(async (caller, request, reply) => {
    const created = await procedure(caller)(untrustedBody(request));
    return reply.code(201).send(created);
  });
}

/** A change to `…/:id`: the JSON body with the path id on top. */
export function callWithBodyAndId(procedure: ProcedureOf) {
  return restHandler((caller, request) => procedure(caller)(bodyWithId(request)));
}

/** A bodiless call on `…/:id`: `{ id }` from the path. */
export function callWithId(procedure: ProcedureOf<{ id: number }>) {
  return restHandler((caller, request) => procedure(caller)({ id: pathId(request) }));
}

/** The create/update/delete procedures of an entity. */
export interface CrudProcedures {
  create: (input: never) => Promise<unknown>;
  update: (input: never) => Promise<unknown>;
  delete: (input: { id: number }) => Promise<unknown>;
}

/** `POST path` (201), `PUT path/:id` and `DELETE path/:id` onto an entity's procedures. */
export function crudRoutes(
  app: FastifyInstance,
  path: string,
  procedures: (caller: Caller) => CrudProcedures,
): void {
  addRoutes(app, [
    ["POST", path, createFromBody((caller) => procedures(caller).create)],
    ["PUT", `${path}/:id`, callWithBodyAndId((caller) => procedures(caller).update)],
    ["DELETE", `${path}/:id`, callWithId((caller) => procedures(caller).delete)],
  ]);
}

/**
 * A legacy list path answers a plain array (SPEC 7), one window of it; when more rows follow,
 * the `X-Next-Cursor` header carries the cursor for the next window.
 */
export function legacyList(
  list: (caller: Caller, request: FastifyRequest) => Promise<Page<unknown>>,
) {
  return restHandler(async (caller, request, reply) => {
    const page = await list(caller, request);
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return page.items;
  });
}
