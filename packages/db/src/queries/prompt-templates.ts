import { type Kysely, sql, type Transaction, type Updateable } from "kysely";
import type { BotType, Database, PromptTemplatesTable } from "../schema";
import { afterGroupThenNewest, containsPattern, createdAtMicros } from "./keyset-sql";

type Db = Kysely<Database> | Transaction<Database>;

export interface PromptTemplateRecord {
  id: number;
  botType: BotType;
  name: string;
  template: string;
  description: string | null;
  active: boolean;
  createdAt: Date;
}

export interface PromptTemplateFields {
  botType: BotType;
  name: string;
  template: string;
  description: string | null;
  active: boolean;
}

const columns = [
  "id",
  "bot_type",
  "name",
  "template",
  "description",
  "active",
  "created_at",
] as const;

function toRecord(row: {
  id: number;
  bot_type: BotType;
  name: string;
  template: string;
  description: string | null;
  active: boolean;
  created_at: Date;
}): PromptTemplateRecord {
  return {
    id: row.id,
    botType: row.bot_type,
    name: row.name,
    template: row.template,
    description: row.description,
    active: row.active,
    createdAt: row.created_at,
  };
}

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
  return rows.map((row) => ({
    ...toRecord(row),
    position: { botType: row.bot_type, createdAtMicros: row.micros, id: row.id },
  }));
}

export async function findPromptTemplateById(
  db: Db,
  id: number,
): Promise<PromptTemplateRecord | undefined> {
  const row = await db
    .selectFrom("prompt_templates")
    .select(columns)
    .where("id", "=", id)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The template generation uses for a bot type, if an administrator left one active. */
export async function findActivePromptTemplate(
  db: Db,
  botType: BotType,
): Promise<PromptTemplateRecord | undefined> {
  const row = await db
    .selectFrom("prompt_templates")
    .select(columns)
    .where("bot_type", "=", botType)
    .where("active", "=", true)
    .executeTakeFirst();
  return row && toRecord(row);
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
  const row = await db
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
  return toRecord(row);
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
  const row = await db
    .updateTable("prompt_templates")
    .set(values)
    .where("id", "=", id)
    .returning(columns)
    .executeTakeFirst();
  return row && toRecord(row);
}

export async function deletePromptTemplate(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("prompt_templates").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
