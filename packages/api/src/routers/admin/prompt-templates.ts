import {
  createPromptTemplateInput,
  idInput,
  templateLegacyListInput,
  templateListInput,
  updatePromptTemplateInput,
} from "@studio/shared";
import {
  createPromptTemplate,
  deletePromptTemplate,
  pagedPromptTemplates,
  updatePromptTemplate,
} from "../../services/catalog/prompt-templates";
import { adminProcedure, router } from "../../trpc";

export const adminPromptTemplatesRouter = router({
  /** A page: `{ cursor, limit, q, botType }` → `{ items, nextCursor }`. */
  list: adminProcedure
    .input(templateListInput)
    .query(({ ctx, input }) => pagedPromptTemplates(ctx.db, input)),
  /** The legacy REST window (GET /api/prompt-templates): `limit` up to 1000, `offset` or `cursor`. */
  listWindow: adminProcedure
    .input(templateLegacyListInput)
    .query(({ ctx, input }) => pagedPromptTemplates(ctx.db, input)),
  create: adminProcedure
    .input(createPromptTemplateInput)
    .mutation(({ ctx, input }) => createPromptTemplate(ctx.db, ctx.user, input)),
  /** The full form, or only `{ id, active }` from the list's switch. */
  update: adminProcedure
    .input(updatePromptTemplateInput)
    .mutation(({ ctx, input }) => updatePromptTemplate(ctx.db, ctx.user, input)),
  delete: adminProcedure
    .input(idInput)
    .mutation(({ ctx, input }) => deletePromptTemplate(ctx.db, ctx.user, input.id)),
});
