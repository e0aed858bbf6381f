import type { FastifyInstance } from "fastify";
import { restHandler, storedPublicRead } from "./handler";
import { queryValue } from "./request-input";
import { addRoutes, callWithId } from "./routes";

/** Public catalog reads: GET /api/products, /api/topics[?productId=], /api/gift-options. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/api/products",
    storedPublicRead("catalog.products", (caller) => caller.catalog.products()),
  );
  app.get(
    "/api/topics",
    restHandler((caller, request) => {
      const productId = queryValue(request, "productId");
      return caller.catalog.topics(productId === undefined ? undefined : { productId });
    }),
  );
  addRoutes(app, [
    ["GET", "/api/gift-options", restHandler((caller) => caller.catalog.giftOptions())],
    ["GET", "/api/knowledge-sources/:id", callWithId((caller) => caller.catalog.knowledgeSource)],
  ]);
}
