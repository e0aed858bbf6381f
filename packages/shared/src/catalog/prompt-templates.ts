import { type BotType, promptPlaceholders } from "../bots";
import { NAME_MAX, PROMPT_TEMPLATE_MAX, PROMPT_TEMPLATE_MIN } from "../limits";
import { validationMessages as v } from "../messages";
import { z } from "../zod";
import { botTypeField, catalogMessages, idField, nameField } from "./fields";

// Prompt templates.
const PLACEHOLDER_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const allowedPlaceholders: ReadonlySet<string> = new Set(promptPlaceholders);

/** Placeholders a template uses that generation would never fill, each named once. */
export function unknownPlaceholders(template: string): string[] {
  const names = [...template.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1] ?? "");
  return [...new Set(names.filter((n) => !allowedPlaceholders.has(n)))];
}

const templateField = z
  .string({ error: catalogMessages.templateMin })
  .trim()
  .min(PROMPT_TEMPLATE_MIN, catalogMessages.templateMin)
  .max(PROMPT_TEMPLATE_MAX, v.tooLong("Template", PROMPT_TEMPLATE_MAX))
  .superRefine((template, ctx) => {
    const unknown = unknownPlaceholders(template);
    if (unknown.length > 0) {
      ctx.addIssue({ code: "custom", message: catalogMessages.unknownPlaceholders(unknown) });
    }
  });

/** Optional and nullable; a blank description is stored as null so the list shows '-'. */
const descriptionField = z
  .string()
  .max(NAME_MAX * 5, v.tooLong("Description", NAME_MAX * 5))
  .nullish()
  .transform((d) => (d?.trim() ? d.trim() : null));

/** The console form: the fields a person edits (SPEC 5). */
export const promptTemplateForm = z.object({
  botType: botTypeField,
  name: nameField,
  template: templateField,
  description: descriptionField,
  active: z.boolean(),
});
export type PromptTemplateForm = z.input<typeof promptTemplateForm>;

/** SPEC 3: active defaults to true in the stored schema (the form starts it at false). */
export const createPromptTemplateInput = promptTemplateForm.extend({
  active: z.boolean().default(true),
});
export type CreatePromptTemplateInput = z.input<typeof createPromptTemplateInput>;
/** A create as the service receives it (parsed). */
export type CreatePromptTemplate = z.output<typeof createPromptTemplateInput>;
export type UpdatePromptTemplate = z.output<typeof updatePromptTemplateInput>;

/** PUT accepts the full form or only `active` (the list switch); any subset is applied. */
export const updatePromptTemplateInput = z
  .object({
    id: idField,
    botType: botTypeField.optional(),
    name: nameField.optional(),
    template: templateField.optional(),
    description: descriptionField.optional(),
    active: z.boolean().optional(),
  })
  .refine(({ id: _id, ...changes }) => Object.values(changes).some((c) => c !== undefined), {
    message: catalogMessages.nothingToUpdate,
  });
export type UpdatePromptTemplateInput = z.input<typeof updatePromptTemplateInput>;

export interface PromptTemplateDto {
  id: number;
  botType: BotType;
  name: string;
  template: string;
  description: string | null;
  active: boolean;
  createdAt: string;
}
