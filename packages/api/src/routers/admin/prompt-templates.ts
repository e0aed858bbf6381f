import {
  createPromptTemplateInput,
  idInput,
  listPromptTemplatesInput,
  updatePromptTemplateInput,
} from "@studio/shared";
import {
  allPromptTemplates,
  createPromptTemplate,
  deletePromptTemplate,
  updatePromptTemplate,
} from "../../services/prompt-templates";
import { adminProcedure, router } from "../../trpc";

export const adminPromptTemplatesRouter = router({
  list: adminProcedure
    .input(listPromptTemplatesInput)
    .query(({ ctx, input }) => allPromptTemplates(ctx.db, input?.botType)),
  create: adminProcedure
    .input(createPromptTemplateInput)
    .mutation(({ ctx, input }) => createPromptTemplate(ctx.db, input)),
  /** The full form, or only `{ id, active }` from the list's switch. */
  update: adminProcedure
    .input(updatePromptTemplateInput)
    .mutation(({ ctx, input }) => updatePromptTemplate(ctx.db, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deletePromptTemplate(ctx.db, input.id)),
});
