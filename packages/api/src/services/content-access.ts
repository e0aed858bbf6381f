import type { Db, UserRecord } from "@studio/db";
import { type ContentItemRecord, findContentItem } from "@studio/db";
import { AppError, contentMessages } from "@studio/shared";

export type { Db } from "@studio/db";
/** The signed-in person: the name goes into the audit trail as it is at the time. */
export type Caller = Pick<UserRecord, "id" | "role" | "username">;

/** True when `caller` may read and work on an item owned by `ownerId`. */
export function canAccess(caller: Caller, ownerId: number | null): boolean {
  return caller.role === "admin" || (ownerId !== null && ownerId === caller.id);
}

/**
 * The item, when the caller owns it or is an administrator. "Not yours" answers exactly like
 * "does not exist" (404), so ids reveal nothing.
 */
export async function requireAccessibleItem(
  db: Db,
  caller: Caller,
  id: number,
): Promise<ContentItemRecord> {
  const item = await findContentItem(db, id);
  if (!item || !canAccess(caller, item.ownerId)) {
    throw new AppError("NOT_FOUND", contentMessages.notFound);
  }
  return item;
}
