import multipart from "@fastify/multipart";
import { KNOWLEDGE_UPLOAD_MAX_BYTES } from "@studio/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { restHandler } from "./handler";
import { unvalidated } from "./request-input";

/**
 * POST /api/knowledge-base/upload (multipart: file, productId, botType; or JSON with the file
 * as base64: fileName, data, productId, botType) → 201
 * `{ entries: [{ id, name }] }`. Multipart parsing is registered in this plugin only, and only
 * this route takes a body above the app's 1 MiB limit. The admin procedure does the rest
 * (authorization, validation, extraction), exactly as for a tRPC caller.
 */
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
      // Room for the file as multipart, or as base64 in a JSON body (4/3 of its size).
      bodyLimit: Math.ceil((KNOWLEDGE_UPLOAD_MAX_BYTES * 4) / 3) + 1024 * 1024,
      // Lets the CSRF guard accept a same-origin multipart body on this route (see security.ts).
      config: { acceptsMultipart: true },
    },
    restHandler(async (caller, request, reply) => {
      const result = await caller.admin.knowledge.upload(unvalidated(await readUpload(request)));
      return reply.code(201).send(result);
    }),
  );
}

/**
 * The multipart fields and the file's bytes, or a JSON body as it is (`data` in base64),
 * unvalidated: the procedure's schema checks them.
 */
async function readUpload(request: FastifyRequest): Promise<unknown> {
  if (!request.isMultipart()) return request.body ?? {};
  const fields: Record<string, unknown> = {};
  for await (const part of request.parts()) {
    if (part.type === "file") {
      fields.fileName = part.filename;
      fields.data = new Uint8Array(await part.toBuffer());
    } else if (typeof part.value === "string") {
      fields[part.fieldname] = part.value;
    }
  }
  return fields;
}
