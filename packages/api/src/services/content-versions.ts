import type { Database, VersionSource } from "@studio/db";
import {
  findContentVersion,
  insertContentVersion,
  insertGeneratedContent,
  lockContentItem,
  type NewGeneratedContent,
  updateContentHead,
} from "@studio/db";
import type { ComplianceReport } from "@studio/shared";
import { AppError, type ContentItemDto, contentMessages } from "@studio/shared";
import type { Kysely } from "kysely";
import { recordAudit } from "./audit-trail";
import { checkCompliance } from "./compliance";
import { type Caller, type Db, requireAccessibleItem } from "./content-access";
import { getContentItem } from "./content-library";

/**
 * Records a finished text generation as version 1 of a draft, with its compliance report.
 * A caller that already checked the text passes its report, so it is not checked twice.
 */
export async function recordGeneratedText(
  db: Db,
  values: NewGeneratedContent,
  report?: ComplianceReport,
): Promise<number> {
  const compliance =
    report ?? (await checkCompliance(db, { text: values.content, productId: values.product_id }));
  return insertGeneratedContent(db, values, compliance);
}

interface NewVersionText {
  title: string;
  content: string;
  source: Exclude<VersionSource, "generated">;
  /** The report of `content` when the caller already has one; otherwise it is checked here. */
  report?: ComplianceReport;
  /** The version a restore copied. */
  restoredFrom?: number;
  /**
   * The version the writer's editor opened: when another save made a newer one first, the save
   * answers 409 instead of silently writing over it (checked under the row lock).
   */
  expectedVersion?: number | undefined;
}

const ACTION_OF = { edited: "edit", restored: "restore", regenerated: "regenerate" } as const;

/**
 * Adds a version to an item and makes it the current one. The item's row is locked while the
 * number is taken, so two writers (two app instances included) get n+1 and n+2, never the same.
 * Every new version is a draft: editing an approved item starts a new draft, and the approval
 * stays on record for the version it approved. A submitted item goes back to draft: the
 * submission is withdrawn, so nobody approves text they did not read. The answer is read under
 * the same lock, so its `version` is the one this call created.
 */
export async function addContentVersion(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  text: NewVersionText,
): Promise<ContentItemDto> {
  const item = await requireAccessibleItem(db, caller, id);
  if (item.botType === "image") throw new AppError("BAD_REQUEST", contentMessages.imageNotEditable);
  // Checked before the row lock: a model review pass may take a while.
  const report =
    text.report ?? (await checkCompliance(db, { text: text.content, productId: item.productId }));
  return db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    if (!head) throw new AppError("NOT_FOUND", contentMessages.notFound);
    if (text.expectedVersion !== undefined && text.expectedVersion !== head.version) {
      throw new AppError(
        "CONFLICT",
        contentMessages.editConflict(text.expectedVersion, head.version),
      );
    }
    const number = head.version + 1;
    await insertContentVersion(trx, {
      contentId: id,
      number,
      title: text.title,
      content: text.content,
      source: text.source,
      authorId: caller.id,
      compliance: report,
    });
    await updateContentHead(trx, id, {
      version: number,
      title: text.title,
      content: text.content,
      status: "draft",
    });
    await recordAudit(trx, caller, {
      subjectType: "content",
      action: ACTION_OF[text.source],
      subjectId: id,
      version: number,
      detail: {
        title: text.title,
        ...(text.restoredFrom === undefined ? {} : { restoredFrom: text.restoredFrom }),
      },
    });
    return getContentItem(trx, caller, id);
  });
}

/** Save from the editor: the text (and optionally a new title) as a new version. */
export async function editContent(
  db: Kysely<Database>,
  caller: Caller,
  input: {
    id: number;
    content: string;
    title?: string | undefined;
    expectedVersion?: number | undefined;
  },
  report?: ComplianceReport,
): Promise<ContentItemDto> {
  const item = await requireAccessibleItem(db, caller, input.id);
  return addContentVersion(db, caller, input.id, {
    title: input.title ?? item.title,
    content: input.content,
    source: "edited",
    expectedVersion: input.expectedVersion,
    ...(report ? { report } : {}),
  });
}

/** Restore: an old version's title and text become a new version (history is never rewritten). */
export async function restoreContentVersion(
  db: Kysely<Database>,
  caller: Caller,
  input: { id: number; version: number },
  report?: ComplianceReport,
): Promise<ContentItemDto> {
  await requireAccessibleItem(db, caller, input.id);
  const old = await findContentVersion(db, input.id, input.version);
  if (!old) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
  return addContentVersion(db, caller, input.id, {
    title: old.title,
    content: old.content,
    source: "restored",
    restoredFrom: old.number,
    ...(report ? { report } : {}),
  });
}
