import type { Database } from "@studio/db";
import { claimVisitorDrafts } from "@studio/db";
import type { Kysely } from "kysely";
import type { VisitorPort } from "../../context";

/**
 * At sign-in: the drafts this browser made as a visitor become the account's (they appear in
 * its My Content), and the browser's claim is spent. Only the claim the browser presented
 * counts, so no other visitor's drafts can be taken. Returns how many drafts were claimed.
 */
export async function takeOverVisitorDrafts(
  db: Kysely<Database>,
  userId: number,
  visitor: VisitorPort,
): Promise<number> {
  const claim = visitor.presented;
  if (claim === null) return 0;
  const claimed = await claimVisitorDrafts(db, claim, userId);
  visitor.forget();
  return claimed;
}
