import type { Page } from "@studio/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bodyWithId, pathId } from "./catalog";
import { type Caller, restHandler, untrustedBody, unvalidated } from "./handler";

/** The create/update/delete procedures an admin entity offers. */
interface CrudProcedures {
  create: (input: never) => Promise<unknown>;
  update: (input: never) => Promise<unknown>;
  delete: (input: { id: number }) => Promise<unknown>;
}

/**
 * `POST path` (201), `PUT path/:id` and `DELETE path/:id` onto an entity's admin procedures.
 * The body goes to the procedure untouched (the path id on top), so validation is tRPC's.
 */
function crudRoutes(
  app: FastifyInstance,
  path: string,
  procedures: (caller: Caller) => CrudProcedures,
): void {
  app.post(
    path,
    restHandler(async (caller, request, reply) => {
      const created = await procedures(caller).create(untrustedBody(request));
      return reply.code(201).send(created);
    }),
  );
  app.put(
    `${path}/:id`,
    restHandler((caller, request) => procedures(caller).update(bodyWithId(request))),
  );
  app.delete(
    `${path}/:id`,
    restHandler((caller, request) => procedures(caller).delete({ id: pathId(request) })),
  );
}

/** The query string, unvalidated: the procedure's shared schema checks it. */
function untrustedQuery<Input>(request: FastifyRequest): Input {
  return unvalidated<Input>(request.query ?? {});
}

/**
 * A legacy list path answers a plain array (SPEC 7), one window of it; when more rows follow,
 * the `X-Next-Cursor` header carries the cursor for the next window.
 */
function legacyList(list: (caller: Caller, request: FastifyRequest) => Promise<Page<unknown>>) {
  return restHandler(async (caller, request, reply) => {
    const page = await list(caller, request);
    if (page.nextCursor) reply.header("x-next-cursor", page.nextCursor);
    return page.items;
  });
}

/**
 * The admin paths of SPEC section 7. Each maps the legacy payload onto the admin procedure and
 * nothing more, so authorization and validation are exactly tRPC's. Creates answer 201.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // The GETs of products and topics are public, in catalog.ts.
  crudRoutes(app, "/api/products", (caller) => caller.admin.products);
  crudRoutes(app, "/api/topics", (caller) => caller.admin.topics);

  // Knowledge base: GET takes the list filters and the window as query parameters.
  app.get(
    "/api/knowledge-base",
    legacyList((caller, request) => caller.admin.knowledge.listWindow(untrustedQuery(request))),
  );
  crudRoutes(app, "/api/knowledge-base", (caller) => caller.admin.knowledge);

  // Prompt templates: PUT takes the full form or only { active }.
  app.get(
    "/api/prompt-templates",
    legacyList((caller, request) =>
      caller.admin.promptTemplates.listWindow(untrustedQuery(request)),
    ),
  );
  crudRoutes(app, "/api/prompt-templates", (caller) => caller.admin.promptTemplates);

  // Users: the list is a window (limit, offset or cursor, q, role, approval).
  app.get(
    "/api/users",
    legacyList((caller, request) => caller.admin.users.listWindow(untrustedQuery(request))),
  );
  crudRoutes(app, "/api/users", (caller) => caller.admin.users);
  app.patch(
    "/api/users/:id/approval",
    restHandler((caller, request) => caller.admin.users.setApproval(bodyWithId(request))),
  );
  app.post(
    "/api/users/bulk-approve",
    restHandler((caller, request) => caller.admin.users.bulkApprove(untrustedBody(request))),
  );
  app.post(
    "/api/users/bulk-delete",
    restHandler((caller, request) => caller.admin.users.bulkDelete(untrustedBody(request))),
  );

  // The dashboard's list of generated items.
  app.get(
    "/api/generated-content",
    restHandler((caller) => caller.admin.generatedContent()),
  );
}
