import type { PromptTemplateDto } from "@studio/shared";
import { type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { BotType, Database, PromptTemplatesTable } from "../schema";
import { deleteById } from "./delete-by-id";
import { afterGroupThenNewest, containsPattern, createdAtMicros } from "./keyset-sql";
import type { WithDates } from "./with-dates";

type Db = Kysely<Database> | Transaction<Database>;

/** A template as stored: the admin console's DTO, its time a Date. */
export type PromptTemplateRecord = WithDates<PromptTemplateDto, "createdAt">;

export type PromptTemplateFields = Omit<PromptTemplateRecord, "id" | "createdAt">;

const columns = [
  "id",
  "bot_type as botType",
  "name",
  "template",
  "description",
  "active",
  "created_at as createdAt",
] as const;

/** A position in the list's order: bot type, then newest (created_at micros, id). */
export interface TemplatePosition {
  botType: BotType;
  createdAtMicros: string;
  id: number;
}

/** One page of templates grouped by bot type, newest first within each, by keyset. */
export async function listPromptTemplates(
  db: Db,
  filter: {
    botType?: BotType | undefined;
    q?: string | undefined;
    limit: number;
    after?: TemplatePosition | undefined;
    offset?: number | undefined;
  },
): Promise<(PromptTemplateRecord & { position: TemplatePosition })[]> {
  let query = db.selectFrom("prompt_templates").select([...columns, createdAtMicros.as("micros")]);
  if (filter.botType) query = query.where("bot_type", "=", filter.botType);
  if (filter.q) query = query.where(sql<boolean>`lower(name) like ${containsPattern(filter.q)}`);
  if (filter.after) {
    query = query.where(afterGroupThenNewest("bot_type", filter.after.botType, filter.after));
  }
  query = query
    .orderBy("bot_type")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(filter.limit);
  if (filter.offset) query = query.offset(filter.offset);
  const rows = await query.execute();
  return rows.map(({ micros, ...row }) => ({
    ...row,
    position: { botType: row.botType, createdAtMicros: micros, id: row.id },
  }));
}

export async function findPromptTemplateById(
  db: Db,
  id: number,
): Promise<PromptTemplateRecord | undefined> {
  return db.selectFrom("prompt_templates").select(columns).where("id", "=", id).executeTakeFirst();
}

/**
 * Serializes template activations per bot type until the transaction ends, so two activations
 * run one after the other instead of racing. A transaction-scoped advisory lock (not row locks)
 * so it also holds when the bot type has no template yet. Call inside a transaction; bot types
 * are locked in a fixed order so two transactions can never wait on each other.
 */
export async function lockPromptTemplates(db: Db, botTypes: BotType[]): Promise<void> {
  for (const botType of [...new Set(botTypes)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`prompt_templates:${botType}`}))`.execute(db);
  }
}

/** Turns off every active template of the bot type except `exceptId`. */
export async function deactivatePromptTemplates(
  db: Db,
  botType: BotType,
  exceptId?: number,
): Promise<number> {
  let query = db
    .updateTable("prompt_templates")
    .set({ active: false })
    .where("bot_type", "=", botType)
    .where("active", "=", true);
  if (exceptId !== undefined) query = query.where("id", "<>", exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertPromptTemplate(
  db: Db,
  fields: PromptTemplateFields,
): Promise<PromptTemplateRecord> {
  return db
    .insertInto("prompt_templates")
    .values({
      bot_type: fields.botType,
      name: fields.name,
      template: fields.template,
      description: fields.description,
      active: fields.active,
    })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updatePromptTemplate(
  db: Db,
  id: number,
  changes: Partial<PromptTemplateFields>,
): Promise<PromptTemplateRecord | undefined> {
  const values: Updateable<PromptTemplatesTable> = {};
  if (changes.botType !== undefined) values.bot_type = changes.botType;
  if (changes.name !== undefined) values.name = changes.name;
  if (changes.template !== undefined) values.template = changes.template;
  if (changes.description !== undefined) values.description = changes.description;
  if (changes.active !== undefined) values.active = changes.active;
  if (Object.keys(values).length === 0) return findPromptTemplateById(db, id);
  return db
    .updateTable("prompt_templates")
    .set(values)
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
}

export function deletePromptTemplate(db: Db, id: number): Promise<boolean> {
  return deleteById(db, "prompt_templates", id);
}
