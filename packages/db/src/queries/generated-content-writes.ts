import type { Insertable, Kysely, Transaction } from "kysely";
import type { Database, GeneratedContentTable } from "../schema";

type Db = Kysely<Database> | Transaction<Database>;

export type NewGeneratedContent = Omit<Insertable<GeneratedContentTable>, "id" | "created_at">;

/** Records one finished generation; returns its id. */
export async function insertGeneratedContent(db: Db, values: NewGeneratedContent): Promise<number> {
  const row = await db
    .insertInto("generated_content")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
