import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { bodyFields, unvalidated } from "./request-input";
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
    // A built-in rule's id is its name ("promissory.guarantee"), not a number.
    [
      "PATCH",
      "/api/compliance/built-in-rules/:id",
      restHandler((caller, request) =>
        caller.admin.compliance.setBuiltInRuleEnabled(
          unvalidated({ ...bodyFields(request), id: (request.params as { id: string }).id }),
        ),
      ),
    ],
    [
      "POST",
      "/api/compliance/rules/try",
      callWithBody((caller) => caller.admin.compliance.tryRule),
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
