import type { Database } from "@studio/db";
import {
  deleteContentItem,
  findAuditHead,
  findContentItem,
  findContentSources,
  findContentVersion,
  findLatestApproval,
  findUserById,
  listContentComments,
  listSubjectAuditEvents,
  listVersionReports,
  lockContentItem,
  recordApprovalUse,
} from "@studio/db";
import {
  AppError,
  type ContentRecordDto,
  type ContentUseDto,
  canReadAudit,
  contentMessages,
  personName,
  recordFileName,
  recordMessages,
} from "@studio/shared";
import type { Kysely } from "kysely";
import { type Caller, canAccess, type Db } from "../content/content-access";
import { readReport } from "../content/content-library";
import { type JobQueue, noJobQueue } from "../jobs/job-queue";
import { emitContentEvent } from "../webhooks/deliveries";
import { recordAudit, toAuditEventDto } from "./audit-trail";
import { toCommentDto } from "./content-comments";
import { readFlagDecisions, resolveFlags } from "./content-record-flags";
import { assertNotRetained } from "./content-retention";

/** The record is the owner's, and every reviewer's and administrator's to read; others get 404. */
async function requireRecordReader(db: Db, caller: Caller, id: number) {
  const item = await findContentItem(db, id);
  const reader = item && (item.ownerId === caller.id || canReadAudit(caller.role));
  if (!item || !reader) throw new AppError("NOT_FOUND", contentMessages.notFound);
  return item;
}

/**
 * The approval record of the item's last approved version (404 before one exists): what was
 * approved, by whom and as what, who prepared it, when it was used, its sources, how each
 * compliance flag was resolved, and the item's audit trail. Reads only.
 */
export async function getContentRecord(
  db: Db,
  caller: Caller,
  id: number,
): Promise<ContentRecordDto> {
  const item = await requireRecordReader(db, caller, id);
  const approval = await findLatestApproval(db, id);
  if (!approval) throw new AppError("NOT_FOUND", recordMessages.notApproved);
  const [version, reports, sources, comments, events, head] = await Promise.all([
    findContentVersion(db, id, approval.version),
    listVersionReports(db, id, approval.version),
    findContentSources(db, id),
    listContentComments(db, id),
    listSubjectAuditEvents(db, "content", id),
    findAuditHead(db),
  ]);
  if (!version) throw new AppError("NOT_FOUND", contentMessages.versionNotFound);
  const preparer = version.authorId === null ? undefined : await findUserById(db, version.authorId);
  const approvedAt = approval.approvedAt.toISOString();
  const approverName = personName(approval.approvedBy, approval.approverName);
  return {
    item: { id: item.id, title: item.title, productName: item.productName },
    version: approval.version,
    text: version.content,
    subjectLines: version.subjectLines,
    subject: version.subject,
    preheader: version.preheader,
    contentHash: approval.contentHash,
    preparedBy: {
      id: version.authorId,
      name: personName(version.authorId, preparer?.username ?? null),
    },
    approvedBy: { id: approval.approvedBy, name: approverName, role: approval.approverRole },
    approvedAt,
    selfApproved: approval.approvedBy !== null && approval.approvedBy === version.authorId,
    firstUsedAt: approval.firstUsedAt?.toISOString() ?? null,
    lastUsedAt: approval.lastUsedAt?.toISOString() ?? null,
    sources,
    flags: resolveFlags({
      versions: reports.map((r) => ({ number: r.number, report: readReport(r.compliance) })),
      approvedVersion: approval.version,
      approval: {
        overrideReason: approval.overrideReason,
        approverName,
        approvedAt,
        decisions: readFlagDecisions(approval.flagDecisions),
      },
    }),
    comments: comments.map(toCommentDto),
    events: events.map(toAuditEventDto),
    headHash: head?.hash ?? null,
  };
}

/** The record as a PDF download, named like the exports. */
export async function getContentRecordPdf(
  db: Db,
  caller: Caller,
  id: number,
): Promise<{ fileName: string; mimeType: string; base64: string }> {
  const record = await getContentRecord(db, caller, id);
  // pdf-lib loads on the first download, not at every start-up (about 0.1 s).
  const { renderRecordPdf } = await import("./content-record-pdf");
  const bytes = await renderRecordPdf(record);
  return {
    fileName: recordFileName(record.item.title, record.version),
    mimeType: "application/pdf",
    base64: Buffer.from(bytes).toString("base64"),
  };
}

/**
 * Records one use of the approved text (sent, published): the first use's date is set once,
 * the last use's each time, and a `use` event joins the audit trail in the same transaction,
 * as do the `content.used` webhook deliveries (`jobs`: the app's queue).
 * Only an approved item can be used (409 naming its status).
 */
export async function recordContentUse(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  jobs: JobQueue = noJobQueue,
): Promise<ContentUseDto> {
  return db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    if (!head || !canAccess(caller, head.ownerId)) {
      throw new AppError("NOT_FOUND", contentMessages.notFound);
    }
    if (head.status !== "approved") {
      throw new AppError("CONFLICT", recordMessages.useNeedsApproval(head.status));
    }
    const use = await recordApprovalUse(trx, id);
    if (!use) throw new AppError("CONFLICT", recordMessages.useNeedsApproval(head.status));
    const first = use.firstUsedAt.getTime() === use.lastUsedAt.getTime();
    await recordAudit(trx, caller, {
      subjectType: "content",
      action: "use",
      subjectId: id,
      version: use.version,
      detail: { firstUse: first },
    });
    await emitContentEvent(trx, jobs, "content.used", {
      id,
      version: use.version,
      status: head.status,
    });
    return {
      id,
      version: use.version,
      firstUsedAt: use.firstUsedAt.toISOString(),
      lastUsedAt: use.lastUsedAt.toISOString(),
    };
  });
}

/**
 * Deletes an item with its versions and approvals, unless it is under retention (409 naming the
 * date). Its audit events stay, and a `delete` event is added.
 */
export async function deleteContent(
  db: Kysely<Database>,
  caller: Caller,
  id: number,
  retentionYears: number,
): Promise<{ id: number }> {
  await db.transaction().execute(async (trx) => {
    const head = await lockContentItem(trx, id);
    if (!head || !canAccess(caller, head.ownerId)) {
      throw new AppError("NOT_FOUND", contentMessages.notFound);
    }
    await assertNotRetained(trx, id, retentionYears);
    const item = await findContentItem(trx, id);
    await deleteContentItem(trx, id);
    await recordAudit(trx, caller, {
      subjectType: "content",
      action: "delete",
      subjectId: id,
      version: head.version,
      detail: { title: item?.title ?? null },
    });
  });
  return { id };
}
