import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { queryValue, unvalidated } from "./request-input";

/** GET /api/admin/usage?from=&to=&groupBy=: the usage report, as admin.usage.report answers it. */
export async function usageRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/api/admin/usage",
    restHandler((caller, request) =>
      caller.admin.usage.report(
        unvalidated({
          from: queryValue(request, "from"),
          to: queryValue(request, "to"),
          groupBy: queryValue(request, "groupBy"),
        }),
      ),
    ),
  );
}
