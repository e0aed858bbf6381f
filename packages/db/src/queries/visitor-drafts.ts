import type { Db } from "../schema";

/**
 * Gives `userId` the drafts made under `claim` (a browser's claim, see the visitor_claim
 * column) that nobody owns yet, and spends the claim; returns how many were claimed. Drafts of
 * any other claim, and drafts that already have an owner, are never touched.
 */
export async function claimVisitorDrafts(db: Db, claim: string, userId: number): Promise<number> {
  const result = await db
    .updateTable("generated_content")
    .set({ user_id: userId, visitor_claim: null })
    .where("visitor_claim", "=", claim)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
