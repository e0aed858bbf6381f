import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { queryFields, unvalidated } from "./request-input";
import { addRoutes } from "./routes";

const list = restHandler((caller, request) => caller.audit.list(unvalidated(queryFields(request))));
const verify = restHandler((caller) => caller.audit.verify());

/** Issue 24's audit trail paths, each one call to the `audit` procedures. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["GET", "/api/audit", list],
    ["GET", "/api/audit/verify", verify],
  ]);
}
