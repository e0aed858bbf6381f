import type { Db, UserRecord } from "@studio/db";
import { type ContentItemRecord, findContentItem } from "@studio/db";
import { AppError, canReview, contentMessages } from "@studio/shared";

export type { Db } from "@studio/db";
/** The signed-in person: the name goes into the audit trail as it is at the time. */
export type Caller = Pick<UserRecord, "id" | "role" | "username">;

/**
 * What the caller means to do with an item: `read` it (and comment, review it), which every
 * reviewer and administrator may, or `work` on it (edit, restore, delete, use), which is the
 * owner's and administrators'.
 */
export type ContentAccess = "read" | "work";

/** True when `caller` may `access` an item owned by `ownerId`. */
export function canAccess(
  caller: Caller,
  ownerId: number | null,
  access: ContentAccess = "work",
): boolean {
  if (ownerId !== null && ownerId === caller.id) return true;
  return access === "read" ? canReview(caller.role) : caller.role === "admin";
}

/**
 * The item, when the caller may `access` it. "Not yours" answers exactly like "does not exist"
 * (404), so ids reveal nothing.
 */
export async function requireAccessibleItem(
  db: Db,
  caller: Caller,
  id: number,
  access: ContentAccess = "work",
): Promise<ContentItemRecord> {
  const item = await findContentItem(db, id);
  if (!item || !canAccess(caller, item.ownerId, access)) {
    throw new AppError("NOT_FOUND", contentMessages.notFound);
  }
  return item;
}
