import type { FastifyInstance } from "fastify";
import { restHandler } from "./handler";
import { bodyWithId, pathId, pathNumber, queryFields, unvalidated } from "./request-input";
import { addRoutes, callWithBodyAndId, callWithId } from "./routes";

const list = restHandler((caller, request) =>
  caller.content.list(unvalidated(queryFields(request))),
);

const version = restHandler((caller, request) =>
  caller.content.version({ id: pathId(request), version: pathNumber(request, "n") }),
);

/** The export as a download: the procedure answers base64 (JSON carries no binary). */
const exportFile = restHandler(async (caller, request, reply) => {
  const file = await caller.content.export(
    unvalidated({ ...queryFields(request), id: pathId(request) }),
  );
  return reply
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .type(file.mimeType)
    .send(Buffer.from(file.base64, "base64"));
});

/**
 * The approval record: JSON, or with `?format=pdf` the PDF as a download named like the exports.
 * Both are reads (GET never writes).
 */
const record = restHandler(async (caller, request, reply) => {
  const query = queryFields(request);
  if (query.format !== "pdf") {
    return caller.content.record(unvalidated({ ...query, id: pathId(request) }));
  }
  const file = await caller.content.recordPdf({ id: pathId(request) });
  return reply
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "private, no-store")
    .type(file.mimeType)
    .send(Buffer.from(file.base64, "base64"));
});

/** 202: the SMTP server took the message (it may still be on its way to the inbox). */
const sendTest = restHandler(async (caller, request, reply) => {
  const result = await caller.content.sendTest(bodyWithId(request));
  return reply.code(202).send(result);
});

/** Issue 12's `/api/content*` paths, each one call to the `content` procedures. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  addRoutes(app, [
    ["GET", "/api/content", list],
    ["GET", "/api/content/:id", callWithId((caller) => caller.content.get)],
    ["PUT", "/api/content/:id", callWithBodyAndId((caller) => caller.content.update)],
    ["GET", "/api/content/:id/versions/:n", version],
    ["POST", "/api/content/:id/restore", callWithBodyAndId((caller) => caller.content.restore)],
    ["POST", "/api/content/:id/regenerate", callWithId((caller) => caller.content.regenerate)],
    ["POST", "/api/content/:id/submit", callWithId((caller) => caller.content.submit)],
    ["POST", "/api/content/:id/approve", callWithBodyAndId((caller) => caller.content.approve)],
    [
      "POST",
      "/api/content/:id/request-changes",
      callWithBodyAndId((caller) => caller.content.requestChanges),
    ],
    ["GET", "/api/content/:id/export", exportFile],
    ["GET", "/api/content/:id/record", record],
    ["POST", "/api/content/:id/use", callWithId((caller) => caller.content.use)],
    ["POST", "/api/content/:id/send-test", sendTest],
    ["DELETE", "/api/content/:id", callWithId((caller) => caller.content.delete)],
  ]);
}
