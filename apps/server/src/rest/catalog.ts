import type { FastifyInstance, FastifyRequest } from "fastify";
import { restHandler, storedPublicRead, unvalidated } from "./handler";

/**
 * A path id as the procedure's input: digits become the number, anything else is passed on
 * unchanged so the procedure's schema refuses it with the same 400 'Invalid id' tRPC gives.
 */
export function pathId(request: FastifyRequest): number {
  const raw = (request.params as { id?: unknown }).id;
  return (typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw) as number;
}

/** The JSON body with the path id on top (the path wins over an id in the body). */
export function bodyWithId<Input>(request: FastifyRequest): Input {
  const body = request.body;
  const fields = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
  return unvalidated<Input>({ ...fields, id: pathId(request) });
}

/** A query-string value, or undefined when absent or blank ("?productId=" means no filter). */
export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

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
  app.get(
    "/api/gift-options",
    restHandler((caller) => caller.catalog.giftOptions()),
  );
  app.get(
    "/api/knowledge-sources/:id",
    restHandler((caller, request) => caller.catalog.knowledgeSource({ id: pathId(request) })),
  );
}
