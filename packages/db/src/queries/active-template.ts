import type { BotType, Db } from "../schema";

export interface ActiveTemplateRow {
  id: number;
  name: string;
  template: string;
}

/** The active prompt template of a bot type, if an administrator activated one. */
export async function findActiveTemplate(
  db: Db,
  botType: BotType,
): Promise<ActiveTemplateRow | undefined> {
  return (
    db
      .selectFrom("prompt_templates")
      .select(["id", "name", "template"])
      .where("bot_type", "=", botType)
      .where("active", "=", true)
      // The unique partial index allows one active row; the order only makes this deterministic.
      .orderBy("id", "desc")
      .executeTakeFirst()
  );
}
