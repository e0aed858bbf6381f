import type { Page } from "@studio/shared";
import type { FastifyInstance } from "fastify";
import { type Caller, restHandler } from "./handler";
import { queryFields, unvalidated } from "./request-input";
import {
  addRoutes,
  type CrudProcedures,
  callWithBody,
  callWithBodyAndId,
  crudRoutes,
  legacyList,
} from "./routes";

/** An admin entity whose list is a legacy window besides its create/update/delete. */
interface WindowedProcedures extends CrudProcedures {
  listWindow: (input: never) => Promise<Page<unknown>>;
}

/**
 * `GET path` (the list filters and the window as query parameters), then the entity's
 * create/update/delete paths.
 */
function windowedCrudRoutes(
  app: FastifyInstance,
  path: string,
  procedures: (caller: Caller) => WindowedProcedures,
): void {
  app.get(
    path,
    legacyList((caller, request) =>
      procedures(caller).listWindow(unvalidated(queryFields(request))),
    ),
  );
  crudRoutes(app, path, procedures);
}

/**
 * The admin paths of SPEC section 7. Each maps the legacy payload onto the admin procedure and
 * nothing more, so authorization and validation are exactly tRPC's. Creates answer 201.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  // The GETs of products and topics are public, in catalog.ts.
  crudRoutes(app, "/api/products", (caller) => caller.admin.products);
  crudRoutes(app, "/api/topics", (caller) => caller.admin.topics);
  windowedCrudRoutes(app, "/api/knowledge-base", (caller) => caller.admin.knowledge);
  // Prompt templates: PUT takes the full form or only { active }.
  windowedCrudRoutes(app, "/api/prompt-templates", (caller) => caller.admin.promptTemplates);
  // Users: the list window also filters by q, role and approval.
  windowedCrudRoutes(app, "/api/users", (caller) => caller.admin.users);
  addRoutes(app, [
    [
      "PATCH",
      "/api/users/:id/approval",
      callWithBodyAndId((caller) => caller.admin.users.setApproval),
    ],
    ["POST", "/api/users/bulk-approve", callWithBody((caller) => caller.admin.users.bulkApprove)],
    ["POST", "/api/users/bulk-delete", callWithBody((caller) => caller.admin.users.bulkDelete)],
    // The dashboard's list of generated items.
    ["GET", "/api/generated-content", restHandler((caller) => caller.admin.generatedContent())],
  ]);
}
