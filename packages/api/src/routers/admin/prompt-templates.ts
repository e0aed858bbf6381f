import {
  adminAnswer,
  answer,
  createPromptTemplateInput,
  idInput,
  type PromptTemplateDto,
  type PromptTemplatePage,
  templateLegacyListInput,
  templateListInput,
  updatePromptTemplateInput,
} from "@studio/shared";
import { z } from "zod";
import { answers } from "../../contract";
import { rest } from "../../rest-meta";
import {
  createPromptTemplate,
  deletePromptTemplate,
  pagedPromptTemplates,
  updatePromptTemplate,
} from "../../services/catalog/prompt-templates";
import { adminProcedure, router } from "../../trpc";
import { pathIdWins } from "./rest-wording";

export const adminPromptTemplatesRouter = router({
  /** A page: `{ cursor, limit, q, botType }` → `{ items, nextCursor }`. */
  list: adminProcedure
    .input(templateListInput)
    .output(answers<PromptTemplatePage>(adminAnswer.promptTemplatePage))
    .query(({ ctx, input }) => pagedPromptTemplates(ctx.db, input)),

  /** The legacy REST window (GET /api/prompt-templates): `limit` up to 1000, `offset` or `cursor`. */
  listWindow: adminProcedure
    .meta(
      rest.get(
        "/api/prompt-templates",
        "Administration",
        "Prompt templates by bot type, newest first within each (a window; q searches names)",
        {
          window: true,
          query: adminAnswer.promptTemplateWindowQuery,
          response: z.array(answer.promptTemplate),
        },
      ),
    )
    .input(templateLegacyListInput)
    .output(answers<PromptTemplatePage>(adminAnswer.promptTemplatePage))
    .query(({ ctx, input }) => pagedPromptTemplates(ctx.db, input)),

  create: adminProcedure
    .meta(rest.create("/api/prompt-templates", "Administration", "Create a prompt template"))
    .input(createPromptTemplateInput)
    .output(answers<PromptTemplateDto>(answer.promptTemplate))
    .mutation(({ ctx, input }) => createPromptTemplate(ctx.db, ctx.user, input)),

  /** The full form, or only `{ id, active }` from the list's switch. */
  update: adminProcedure
    .meta(
      rest.put(
        "/api/prompt-templates/{id}",
        "Administration",
        `Update a prompt template, or only switch it on or off (${pathIdWins})`,
      ),
    )
    .input(updatePromptTemplateInput)
    .output(answers<PromptTemplateDto>(answer.promptTemplate))
    .mutation(({ ctx, input }) => updatePromptTemplate(ctx.db, ctx.user, input)),

  delete: adminProcedure
    .meta(
      rest.delete("/api/prompt-templates/{id}", "Administration", "Delete a prompt template", {
        response: answer.deleteResult,
      }),
    )
    .input(idInput)
    .output(answers<{ id: number }>(answer.deleted))
    .mutation(({ ctx, input }) => deletePromptTemplate(ctx.db, ctx.user, input.id)),
});
