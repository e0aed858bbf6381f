import type { FastifyInstance } from "fastify";
import { bodyWithId, pathId } from "./catalog";
import { restHandler, untrustedBody } from "./handler";

/**
 * The compliance paths (issue 11). `POST /api/compliance/check` is open to visitors like the
 * generators; the rule paths are the admin console's, and each only maps onto its procedure.
 */
export async function complianceRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/compliance/check",
    restHandler((caller, request) => caller.compliance.check(untrustedBody(request))),
  );
  app.get(
    "/api/compliance/built-in-rules",
    restHandler((caller) => caller.admin.compliance.builtInRules()),
  );
  app.get(
    "/api/compliance/rules",
    restHandler((caller) => caller.admin.compliance.rules()),
  );
  app.post(
    "/api/compliance/rules",
    restHandler(async (caller, request, reply) => {
      const rule = await caller.admin.compliance.createRule(untrustedBody(request));
      return reply.code(201).send(rule);
    }),
  );
  app.put(
    "/api/compliance/rules/:id",
    restHandler((caller, request) => caller.admin.compliance.updateRule(bodyWithId(request))),
  );
  app.patch(
    "/api/compliance/rules/:id",
    restHandler((caller, request) => caller.admin.compliance.setRuleEnabled(bodyWithId(request))),
  );
  app.delete(
    "/api/compliance/rules/:id",
    restHandler((caller, request) => caller.admin.compliance.deleteRule({ id: pathId(request) })),
  );
}
