import type { FastifyInstance, FastifyRequest } from "fastify";
import { pathId } from "./catalog";
import { restHandler, untrustedBody, unvalidated } from "./handler";

/** Query-string values as the procedure's schema expects them (it validates every one). */
function queryObject(request: FastifyRequest): Record<string, unknown> {
  const query = request.query;
  return typeof query === "object" && query !== null ? { ...query } : {};
}

function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body = untrustedBody(request) as unknown;
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The path's version number, as a number when it is digits (the schema refuses anything else). */
function pathVersion(request: FastifyRequest): number {
  const raw = (request.params as { n?: unknown }).n;
  return (typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw) as number;
}

/** Issue 12's `/api/content*` paths, each one call to the `content` procedures. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    "/api/content",
    restHandler((caller, request) => caller.content.list(unvalidated(queryObject(request)))),
  );
  app.get(
    "/api/content/:id",
    restHandler((caller, request) => caller.content.get({ id: pathId(request) })),
  );
  app.put(
    "/api/content/:id",
    restHandler((caller, request) =>
      caller.content.update(unvalidated({ ...bodyFields(request), id: pathId(request) })),
    ),
  );
  app.get(
    "/api/content/:id/versions/:n",
    restHandler((caller, request) =>
      caller.content.version({ id: pathId(request), version: pathVersion(request) }),
    ),
  );
  app.post(
    "/api/content/:id/restore",
    restHandler((caller, request) =>
      caller.content.restore(unvalidated({ ...bodyFields(request), id: pathId(request) })),
    ),
  );
  app.post(
    "/api/content/:id/regenerate",
    restHandler((caller, request) => caller.content.regenerate({ id: pathId(request) })),
  );
  app.post(
    "/api/content/:id/submit",
    restHandler((caller, request) => caller.content.submit({ id: pathId(request) })),
  );
  app.post(
    "/api/content/:id/approve",
    restHandler((caller, request) =>
      caller.content.approve(unvalidated({ ...bodyFields(request), id: pathId(request) })),
    ),
  );
  app.post(
    "/api/content/:id/request-changes",
    restHandler((caller, request) =>
      caller.content.requestChanges(unvalidated({ ...bodyFields(request), id: pathId(request) })),
    ),
  );
  app.get(
    "/api/content/:id/export",
    restHandler(async (caller, request, reply) => {
      const file = await caller.content.export(
        unvalidated({
          ...queryObject(request),
          id: pathId(request),
        }),
      );
      return reply
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .header("cache-control", "private, no-store")
        .type(file.mimeType)
        .send(Buffer.from(file.base64, "base64"));
    }),
  );
}
