import multipart from "@fastify/multipart";
import { AppError, KNOWLEDGE_UPLOAD_MAX_BYTES, knowledgeUploadMessages as m } from "@studio/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { assertAdminFromHeaders } from "../request-context";
import { restHandler, sendRestError } from "./handler";
import { unvalidated } from "./request-input";

/** Room for the file as multipart, or as base64 in a JSON body (4/3 of its size). */
const BODY_LIMIT = Math.ceil((KNOWLEDGE_UPLOAD_MAX_BYTES * 4) / 3) + 1024 * 1024;

/**
 * POST /api/knowledge-base/upload (multipart: file, productId, botType; or JSON with the file
 * as base64: fileName, data, productId, botType) → 201
 * `{ entries: [{ id, name }] }`. Multipart parsing is registered in this plugin only, and only
 * this route takes a body above the app's 1 MiB limit. Who may upload, and whether the body is
 * too large, is settled from the headers before a byte of the body is read (issue 27: an
 * anonymous client could hold the route open with a body it never finished). The admin
 * procedure does the rest (authorization again, validation, extraction), as for a tRPC caller.
 */
/** Registered here, not generated: multipart parsing and the larger body limit are this route's. */
export const KNOWLEDGE_UPLOAD_ROUTE = "POST /api/knowledge-base/upload";

export async function knowledgeUploadRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    // One byte over the limit is kept so the procedure can say "too large" (a truncated file
    // would otherwise look like a corrupt one).
    limits: { fileSize: KNOWLEDGE_UPLOAD_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  app.post(
    "/api/knowledge-base/upload",
    {
      bodyLimit: BODY_LIMIT,
      // Lets the CSRF guard accept a same-origin multipart body on this route (see security.ts).
      config: { acceptsMultipart: true },
      onRequest: refuseBeforeReading,
    },
    restHandler(async (caller, request, reply) => {
      const result = await caller.admin.knowledge.upload(unvalidated(await readUpload(request)));
      return reply.code(201).send(result);
    }),
  );
}

/** Auth first, then size, then parse: runs when the headers have arrived, before the body. */
async function refuseBeforeReading(request: FastifyRequest, reply: FastifyReply) {
  try {
    await assertAdminFromHeaders(request, reply);
  } catch (caught) {
    return sendRestError(request, reply, caught);
  }
  const declared = Number(request.headers["content-length"]);
  if (declared > BODY_LIMIT) return reply.code(413).send({ error: m.tooLarge });
}

/** @fastify/multipart's refusals, by code; anything else it throws is a body it cannot read. */
const MULTIPART_REFUSALS: Record<string, string> = {
  FST_FILES_LIMIT: m.oneFile,
  FST_FIELDS_LIMIT: m.tooManyFields,
  FST_PARTS_LIMIT: m.tooManyFields,
};

/**
 * The multipart fields and the file's bytes, or a JSON body as it is (`data` in base64),
 * unvalidated: the procedure's schema checks them. A body that is not well-formed multipart
 * (no boundary, cut short, two files, too many fields) is a 400 naming what is wrong.
 */
async function readUpload(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        fields.fileName = part.filename;
        fields.data = new Uint8Array(await part.toBuffer());
      } else if (typeof part.value === "string") {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (caught) {
    const code = (caught as { code?: string }).code ?? "";
    throw new AppError("BAD_REQUEST", MULTIPART_REFUSALS[code] ?? m.malformed);
  }
  return fields;
}
