import { type Db, listReviewQueue, type QueuePosition, type ReviewQueueRow } from "@studio/db";
import type { ComplianceReport, Page, ReviewQueueItemDto, ReviewQueueQuery } from "@studio/shared";
import { z } from "zod";
import { readReport } from "../content/content-library";
import { cursorMicros, cursorRowId, keysetWindow, toPage } from "../platform/keyset-cursor";

/** A cursor is the last row's [submitted_at in epoch microseconds, id]. */
const queuePosition = z
  .tuple([cursorMicros, cursorRowId])
  .transform(([submittedAtMicros, id]): QueuePosition => ({ submittedAtMicros, id }));

function flagCounts(report: ComplianceReport | null): ReviewQueueItemDto["flags"] {
  if (!report) return null;
  const block = report.flags.filter((f) => f.severity === "block").length;
  return { block, warn: report.flags.length - block };
}

function toItem(row: ReviewQueueRow): ReviewQueueItemDto {
  return {
    id: row.id,
    title: row.title,
    kind: row.botType,
    productId: row.productId,
    productName: row.productName,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    version: row.version,
    submittedAt: row.submittedAt.toISOString(),
    flags: flagCounts(readReport(row.compliance)),
    openComments: row.openComments,
  };
}

/**
 * The reviewer's queue (issue 24 item 9): every item in review, oldest submission first, one
 * keyset page at a time. Reviewers and administrators only (the procedure checks the role).
 */
export async function reviewQueue(
  db: Db,
  query: ReviewQueueQuery,
): Promise<Page<ReviewQueueItemDto>> {
  const rows = await listReviewQueue(db, {
    ...keysetWindow(query, queuePosition),
  });
  return toPage(rows, query.limit, toItem, (row) => [
    row.position.submittedAtMicros,
    row.position.id,
  ]);
}
