import { defaultPromptTemplates } from "@studio/shared";
import type { BotType, Db } from "../schema";

export interface ActiveTemplate {
  /** null when the built-in default is used (no active template for the bot type). */
  id: number | null;
  name: string;
  template: string;
}

/** The active prompt template of a bot type, else the built-in default. */
export async function findActiveTemplate(db: Db, botType: BotType): Promise<ActiveTemplate> {
  const row = await db
    .selectFrom("prompt_templates")
    .select(["id", "name", "template"])
    .where("bot_type", "=", botType)
    .where("active", "=", true)
    // The unique partial index allows one active row; the order only makes this deterministic.
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (row) return row;
  const fallback = defaultPromptTemplates[botType];
  return { id: null, name: fallback.name, template: fallback.template };
}
