import { restHandler } from "./handler";
import type { RouteAdapter } from "./procedure-routes";
import { queryValue, unvalidated } from "./request-input";

/**
 * GET /api/admin/usage?from=&to=&groupBy= keeps its hand handler: a blank value (or spaces)
 * means absent, the report's default, where the generated route would hand `groupBy=""` to the
 * procedure and answer 400. Other query fields are not passed on.
 */
export const usageAdapters: Readonly<Record<string, RouteAdapter>> = {
  "GET /api/admin/usage": restHandler((caller, request) =>
    caller.admin.usage.report(
      unvalidated({
        from: queryValue(request, "from"),
        to: queryValue(request, "to"),
        groupBy: queryValue(request, "groupBy"),
      }),
    ),
  ),
};
