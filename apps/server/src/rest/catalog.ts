import { restHandler, storedPublicRead } from "./handler";
import type { RouteAdapter } from "./procedure-routes";
import { queryValue } from "./request-input";

/**
 * The public catalog reads whose REST form differs from the procedure call: the product list is
 * answered from the stored public response, and `?productId=` (blank means none) picks the
 * topics' short form.
 */
export const catalogAdapters: Record<string, RouteAdapter> = {
  "GET /api/products": storedPublicRead("catalog.products", (caller) => caller.catalog.products()),
  "GET /api/topics": restHandler((caller, request) => {
    const productId = queryValue(request, "productId");
    return caller.catalog.topics(productId === undefined ? undefined : { productId });
  }),
};
