import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { addRoutes, callWithBody, callWithBodyAndId, callWithId, createFromBody } from "./routes";

/**
 * The compliance paths (issue 11). `POST /api/compliance/check` is open to visitors like the
 * generators; the rule paths are the admin console's, and each only maps onto its procedure.
 */
export async function complianceRoutes(app: FastifyInstance): Promise<void> {
  const rule = "/api/compliance/rules/:id";
  addRoutes(app, [
    ["POST", "/api/compliance/check", callWithBody((caller) => caller.compliance.check)],
    [
      "GET",
      "/api/compliance/built-in-rules",
      restHandler((caller) => caller.admin.compliance.builtInRules()),
    ],
    ["GET", "/api/compliance/rules", restHandler((caller) => caller.admin.compliance.rules())],
    [
      "POST",
      "/api/compliance/rules",
      createFromBody((caller) => caller.admin.compliance.createRule),
    ],
    ["PUT", rule, callWithBodyAndId((caller) => caller.admin.compliance.updateRule)],
    ["PATCH", rule, callWithBodyAndId((caller) => caller.admin.compliance.setRuleEnabled)],
    ["DELETE", rule, callWithId((caller) => caller.admin.compliance.deleteRule)],
  ]);
}
