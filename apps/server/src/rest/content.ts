import { restHandler } from "./handler";
import type { RouteAdapter } from "./procedure-routes";
import { pathId, queryFields, unvalidated } from "./request-input";

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

/**
 * The `/api/content*` paths (issue 12) are generated from the `content` procedures; these two
 * send files: the procedures answer base64 (JSON carries no bytes) and the paths the bytes.
 */
export const contentAdapters: Record<string, RouteAdapter> = {
  "GET /api/content/{id}/export": exportFile,
  "GET /api/content/{id}/record": record,
};
