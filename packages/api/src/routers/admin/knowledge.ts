import {
  createKnowledgeInput,
  idInput,
  knowledgeLegacyListInput,
  knowledgeListInput,
  updateKnowledgeInput,
  uploadKnowledgeInput,
} from "@studio/shared";
import {
  createKnowledge,
  deleteKnowledge,
  findKnowledge,
  updateKnowledge,
} from "../../services/catalog/knowledge-base";
import { uploadKnowledge } from "../../services/catalog/knowledge-upload";
import { adminProcedure, router } from "../../trpc";

export const adminKnowledgeRouter = router({
  /** A page: `{ cursor, limit, q | search, productId, botType }` → `{ items, nextCursor }`. */
  list: adminProcedure
    .input(knowledgeListInput)
    .query(({ ctx, input }) => findKnowledge(ctx.db, input)),
  /** The legacy REST window (GET /api/knowledge-base): `limit` up to 1000, `offset` or `cursor`. */
  listWindow: adminProcedure
    .input(knowledgeLegacyListInput)
    .query(({ ctx, input }) => findKnowledge(ctx.db, input)),
  create: adminProcedure
    .input(createKnowledgeInput)
    .mutation(({ ctx, input }) => createKnowledge(ctx.db, input)),
  update: adminProcedure
    .input(updateKnowledgeInput)
    .mutation(({ ctx, input }) => updateKnowledge(ctx.db, input)),
  /** A document's sections as new entries (the REST route reads the multipart upload into this). */
  upload: adminProcedure
    .input(uploadKnowledgeInput)
    .mutation(({ ctx, input }) => uploadKnowledge(ctx.db, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteKnowledge(ctx.db, input.id)),
});
