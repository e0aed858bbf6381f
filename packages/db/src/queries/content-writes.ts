import { sql, type Transaction } from "kysely";
import type { ContentStatus, ContentType, Database, Db } from "../schema";
import type { ContentVersionRecord } from "./content-items";
import { lastSubmittedAt } from "./review-queue";

export interface LockedContentItem {
  id: number;
  ownerId: number | null;
  botType: ContentType;
  status: ContentStatus;
  version: number;
}

/**
 * Reads the item's head and locks its row until the transaction ends, so concurrent writers
 * (on this instance or another one on the same database) number versions one after another.
 */
export async function lockContentItem(
  trx: Transaction<Database>,
  id: number,
): Promise<LockedContentItem | undefined> {
  const row = await trx
    .selectFrom("generated_content")
    .select(["id", "user_id", "bot_type", "status", "current_version"])
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  return row
    ? {
        id: row.id,
        ownerId: row.user_id,
        botType: row.bot_type,
        status: row.status,
        version: row.current_version,
      }
    : undefined;
}

export type NewContentVersion = Omit<
  ContentVersionRecord,
  "createdAt" | "subjectLines" | "subject" | "preheader"
> &
  Partial<Pick<ContentVersionRecord, "subjectLines" | "subject" | "preheader">> & {
    contentId: number;
  };

export async function insertContentVersion(db: Db, version: NewContentVersion): Promise<void> {
  await db
    .insertInto("content_versions")
    .values({
      content_id: version.contentId,
      number: version.number,
      title: version.title,
      content: version.content,
      source: version.source,
      author_id: version.authorId,
      compliance: version.compliance === null ? null : JSON.stringify(version.compliance),
      subject_lines: JSON.stringify(version.subjectLines ?? []),
      subject: version.subject ?? null,
      preheader: version.preheader ?? null,
    })
    .execute();
}

/** Points the item at its newest version (title and text mirror it, for the list and search). */
export async function updateContentHead(
  db: Db,
  id: number,
  head: { version: number; title: string; content: string; status: ContentStatus },
): Promise<void> {
  await db
    .updateTable("generated_content")
    .set({
      current_version: head.version,
      title: head.title,
      content: head.content,
      size_bytes: Buffer.byteLength(head.content, "utf8"),
      status: head.status,
      updated_at: sql<Date>`now()`,
    })
    .where("id", "=", id)
    .execute();
}

export async function updateContentStatus(
  db: Db,
  id: number,
  status: ContentStatus,
): Promise<void> {
  await db
    .updateTable("generated_content")
    .set({ status, updated_at: sql<Date>`now()` })
    .where("id", "=", id)
    .execute();
}

export interface NewContentApproval {
  contentId: number;
  version: number;
  approvedBy: number;
  approverRole: string;
  contentHash: string;
  compliance: unknown | null;
  overrideReason: string | null;
  /** One reason per blocking flag, when the approver decided them one by one (issue 24 item 4). */
  flagDecisions?: ReadonlyArray<{ rule: string; start: number; reason: string }> | null;
}

export async function insertContentApproval(db: Db, approval: NewContentApproval): Promise<void> {
  await db
    .insertInto("content_approvals")
    .values({
      content_id: approval.contentId,
      version: approval.version,
      approved_by: approval.approvedBy,
      approver_role: approval.approverRole,
      content_hash: approval.contentHash,
      compliance: approval.compliance === null ? null : JSON.stringify(approval.compliance),
      override_reason: approval.overrideReason,
      flag_decisions: approval.flagDecisions?.length
        ? JSON.stringify(approval.flagDecisions)
        : null,
      // The submit this approval answers, kept with it so review times read no audit events.
      submitted_at: lastSubmittedAt(approval.contentId, approval.version),
      // Its item's product, kept with it so review times per product read no items.
      product_id: (eb) =>
        eb
          .selectFrom("generated_content")
          .select("product_id")
          .where("id", "=", approval.contentId),
    })
    .execute();
}

/**
 * Records a use of the item's latest approval: the first use's time is set once, the last use's
 * every time. Answers both, or undefined when the item has no approval.
 */
export async function recordApprovalUse(
  db: Db,
  contentId: number,
): Promise<{ version: number; firstUsedAt: Date; lastUsedAt: Date } | undefined> {
  const latest = db
    .selectFrom("content_approvals")
    .select("id")
    .where("content_id", "=", contentId)
    .orderBy("approved_at", "desc")
    .orderBy("id", "desc")
    .limit(1);
  const row = await db
    .updateTable("content_approvals")
    .set({
      first_used_at: sql<Date>`coalesce(first_used_at, now())`,
      last_used_at: sql<Date>`now()`,
    })
    .where("id", "=", latest)
    .returning(["version", "first_used_at", "last_used_at"])
    .executeTakeFirst();
  if (!row?.first_used_at || !row.last_used_at) return undefined;
  return { version: row.version, firstUsedAt: row.first_used_at, lastUsedAt: row.last_used_at };
}

/** Deletes an item; its versions and approvals go with it (foreign keys cascade). */
export async function deleteContentItem(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("generated_content").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
