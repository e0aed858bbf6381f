import {
  createKnowledgeInput,
  idInput,
  listKnowledgeInput,
  updateKnowledgeInput,
} from "@studio/shared/catalog";
import {
  createKnowledge,
  deleteKnowledge,
  findKnowledge,
  updateKnowledge,
} from "../../services/knowledge-base";
import { adminProcedure, router } from "../../trpc";

export const adminKnowledgeRouter = router({
  list: adminProcedure
    .input(listKnowledgeInput)
    .query(({ ctx, input }) => findKnowledge(ctx.db, input)),
  create: adminProcedure
    .input(createKnowledgeInput)
    .mutation(({ ctx, input }) => createKnowledge(ctx.db, input)),
  update: adminProcedure
    .input(updateKnowledgeInput)
    .mutation(({ ctx, input }) => updateKnowledge(ctx.db, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deleteKnowledge(ctx.db, input.id)),
});
