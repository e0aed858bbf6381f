import type { Database, Db } from "@studio/db";
import {
  deactivatePromptTemplates,
  deletePromptTemplate as deletePromptTemplateRow,
  findActiveTemplate,
  findPromptTemplateById,
  insertPromptTemplate,
  listPromptTemplates,
  lockPromptTemplates,
  updatePromptTemplate as updatePromptTemplateRow,
} from "@studio/db";
import type {
  BotType,
  CreatePromptTemplate,
  PromptTemplateDto,
  PromptTemplatePage,
  TemplateLegacyListQuery,
  TemplateListQuery,
  UpdatePromptTemplate,
} from "@studio/shared";
import { AppError, botTypes, defaultPromptTemplates, promptTemplateMessages } from "@studio/shared";
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "../accounts/auth";
import { cursorMicros, cursorRowId, keyset, keysetWindow, toPage } from "../platform/keyset-cursor";
import { type AuditActor, recordAudit } from "../review/audit-trail";
import { toPromptTemplateDto } from "./catalog";

export interface GenerationTemplate {
  /** null when the built-in default is used (no active template for the bot type). */
  id: number | null;
  name: string;
  template: string;
}

/** The template a generation uses: the bot type's active one, else the built-in default. */
export async function generationTemplate(db: Db, botType: BotType): Promise<GenerationTemplate> {
  const active = await findActiveTemplate(db, botType);
  if (active) return active;
  const fallback = defaultPromptTemplates[botType];
  return { id: null, name: fallback.name, template: fallback.template };
}

/** By bot type, then newest first: created_at in epoch microseconds, then id. */
const templateKeyset = keyset({
  botType: z.enum(botTypes),
  createdAtMicros: cursorMicros,
  id: cursorRowId,
});

/** A page of templates; the legacy REST window may start at an offset. */
export async function pagedPromptTemplates(
  db: Kysely<Database>,
  query: TemplateListQuery | TemplateLegacyListQuery,
): Promise<PromptTemplatePage> {
  const rows = await listPromptTemplates(db, {
    botType: query.botType,
    q: query.q,
    ...keysetWindow(query, templateKeyset),
  });
  return toPage(rows, query.limit, toPromptTemplateDto, templateKeyset.cursorOf);
}

/**
 * Runs a write that may activate a template. Inside one transaction the bot type is locked and
 * the other templates deactivated first, so concurrent activations queue up and the last one
 * wins. The partial unique index prompt_templates_one_active_key is the final guard: if anything
 * slips past the lock, the database refuses and the caller gets a 409, never two active templates.
 */
async function inActivationTransaction<T>(
  db: Kysely<Database>,
  botTypes: BotType[],
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await lockPromptTemplates(trx, botTypes);
      return write(trx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError("CONFLICT", promptTemplateMessages.activationConflict);
    }
    throw error;
  }
}

export async function createPromptTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  input: CreatePromptTemplate,
): Promise<PromptTemplateDto> {
  const created = await inActivationTransaction(db, [input.botType], async (trx) => {
    if (input.active) await deactivatePromptTemplates(trx, input.botType);
    const template = await insertPromptTemplate(trx, input);
    await recordAudit(trx, actor, {
      subjectType: "prompt_template",
      action: "create",
      subjectId: template.id,
      detail: { name: template.name, botType: template.botType, active: template.active },
    });
    return template;
  });
  return toPromptTemplateDto(created);
}

/** Applies the full form or any subset of it, e.g. only `active` from the list switch. */
export async function updatePromptTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  input: UpdatePromptTemplate,
): Promise<PromptTemplateDto> {
  const { id, ...changes } = input;
  const current = await findPromptTemplateById(db, id);
  if (!current) throw new AppError("NOT_FOUND", promptTemplateMessages.notFound);
  const botType = changes.botType ?? current.botType;

  const updated = await inActivationTransaction(db, [current.botType, botType], async (trx) => {
    // Re-read under the lock: the row may have been activated, moved or deleted meanwhile.
    const locked = await findPromptTemplateById(trx, id);
    if (!locked) return undefined;
    const willBeActive = changes.active ?? locked.active;
    if (willBeActive) await deactivatePromptTemplates(trx, botType, id);
    const template = await updatePromptTemplateRow(trx, id, changes);
    if (template) {
      await recordAudit(trx, actor, {
        subjectType: "prompt_template",
        action: "update",
        subjectId: id,
        detail: { changed: Object.keys(changes).sort(), active: template.active },
      });
    }
    return template;
  });
  if (!updated) throw new AppError("NOT_FOUND", promptTemplateMessages.notFound);
  return toPromptTemplateDto(updated);
}

export async function deletePromptTemplate(
  db: Kysely<Database>,
  actor: AuditActor,
  id: number,
): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    if (!(await deletePromptTemplateRow(trx, id))) {
      throw new AppError("NOT_FOUND", promptTemplateMessages.notFound);
    }
    await recordAudit(trx, actor, {
      subjectType: "prompt_template",
      action: "delete",
      subjectId: id,
    });
  });
  return { id };
}
