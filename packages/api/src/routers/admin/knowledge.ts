import {
  adminAnswer,
  answer,
  createKnowledgeInput,
  idInput,
  type KnowledgeDto,
  type KnowledgePage,
  knowledgeLegacyListInput,
  knowledgeListInput,
  type UploadKnowledgeResult,
  updateKnowledgeInput,
  uploadKnowledgeInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
import {
  createKnowledge,
  deleteKnowledge,
  findKnowledge,
  updateKnowledge,
} from "../../services/catalog/knowledge-base";
import { uploadKnowledge } from "../../services/catalog/knowledge-upload";
import { adminProcedure, router } from "../../trpc";
import { pathIdWins } from "./rest-wording";

export const adminKnowledgeRouter = router({
  /** A page: `{ cursor, limit, q | search, productId, botType }` → `{ items, nextCursor }`. */
  list: adminProcedure
    .input(knowledgeListInput)
    .output(answers<KnowledgePage>(adminAnswer.knowledgePage))
    .query(({ ctx, input }) => findKnowledge(ctx.db, input)),

  /** The legacy REST window (GET /api/knowledge-base): `limit` up to 1000, `offset` or `cursor`. */
  listWindow: adminProcedure
    .meta(
      rest.get(
        "/api/knowledge-base",
        "Administration",
        "Knowledge-base entries, newest first, filtered (a window; search or q match names)",
        {
          window: true,
          query: adminAnswer.knowledgeWindowQuery,
          response: z.array(answer.knowledge),
        },
      ),
    )
    .input(knowledgeLegacyListInput)
    .output(answers<KnowledgePage>(adminAnswer.knowledgePage))
    .query(({ ctx, input }) => findKnowledge(ctx.db, input)),

  create: adminProcedure
    .meta(rest.create("/api/knowledge-base", "Administration", "Create a knowledge-base entry"))
    .input(createKnowledgeInput)
    .output(answers<KnowledgeDto>(answer.knowledge))
    .mutation(({ ctx, input }) => createKnowledge(ctx.db, input)),

  update: adminProcedure
    .meta(
      rest.put(
        "/api/knowledge-base/{id}",
        "Administration",
        `Update a knowledge-base entry (${pathIdWins})`,
      ),
    )
    .input(updateKnowledgeInput)
    .output(answers<KnowledgeDto>(answer.knowledge))
    .mutation(({ ctx, input }) => updateKnowledge(ctx.db, input)),

  /**
   * A document's sections as new entries. The REST path is a plugin of its own (multipart, or
   * JSON with the file as base64), which reads the upload into this.
   */
  upload: adminProcedure
    .meta(
      rest.create(
        "/api/knowledge-base/upload",
        "Administration",
        "Upload a .txt, .md, .html, .pdf or .docx (up to 10 MB, multipart fields file, productId, botType) into the knowledge base, one entry per section",
        {
          // The input also takes the bytes themselves (tRPC callers); JSON carries them as base64.
          body: uploadKnowledgeInput.extend({
            data: z.string().meta({ description: "The file, base64-encoded." }),
          }),
        },
      ),
    )
    .input(uploadKnowledgeInput)
    .output(answers<UploadKnowledgeResult>(answer.uploadedEntries))
    .mutation(({ ctx, input }) => uploadKnowledge(ctx.db, input)),

  delete: adminProcedure
    .meta(
      rest.delete("/api/knowledge-base/{id}", "Administration", "Delete a knowledge-base entry", {
        response: answer.deleteResult,
      }),
    )
    .input(idInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => deleteKnowledge(ctx.db, input.id)),
});
