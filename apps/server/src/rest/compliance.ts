import { restHandler } from "./handler";
import type { RouteAdapter } from "./procedure-routes";
import { bodyFields, unvalidated } from "./request-input";

/**
 * The compliance paths (issue 11) are generated from their procedures' meta, but for one: a
 * built-in rule's id is its name ("promissory.guarantee"), so the path's text goes to the
 * procedure as it is. The generated route would turn an all-digit name into a number, which the
 * procedure refuses with 400 where an unknown rule answers 404.
 */
export const complianceAdapters: Readonly<Record<string, RouteAdapter>> = {
  "PATCH /api/compliance/built-in-rules/{id}": restHandler((caller, request) =>
    caller.admin.compliance.setBuiltInRuleEnabled(
      unvalidated({ ...bodyFields(request), id: (request.params as { id: string }).id }),
    ),
  ),
};
