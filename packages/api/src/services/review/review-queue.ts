import { type Db, listReviewQueue, type ReviewQueueRow } from "@studio/db";
import type { Page, ReviewQueueItemDto, ReviewQueueQuery } from "@studio/shared";
import { flagCounts, readReport } from "../content/content-library";
import { cursorMicros, cursorRowId, keyset, keysetWindow, toPage } from "../platform/keyset-cursor";

/** Oldest submission first: submitted_at in epoch microseconds, then id. */
const queueKeyset = keyset({
  submittedAtMicros: cursorMicros,
  id: cursorRowId,
});

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
  const rows = await listReviewQueue(db, keysetWindow(query, queueKeyset));
  return toPage(rows, query.limit, toItem, queueKeyset.cursorOf);
}
