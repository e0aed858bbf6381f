import type { Db } from "../schema";

/** Deletes the row of `table` with this id; whether there was one. */
export async function deleteById(
  db: Db,
  table: "compliance_rules" | "knowledge_base" | "prompt_templates" | "topics",
  id: number,
): Promise<boolean> {
  const result = await db.deleteFrom(table).where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
