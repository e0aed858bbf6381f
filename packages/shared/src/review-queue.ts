import type { ContentKind } from "./content";
import { pageCursor, pageLimit } from "./pagination";
import { z } from "./zod";

/**
 * The reviewer's queue (issue 24 item 9): items in review, oldest submission first, with the
 * counts a reviewer picks work by. `GET /api/review/queue` and `review.queue` (reviewers and
 * administrators), paged by keyset like every other list.
 */
export const REVIEW_QUEUE_PAGE_DEFAULT = 50;
export const REVIEW_QUEUE_PAGE_MAX = 200;

export const reviewQueueInput = z.object({
  limit: pageLimit(REVIEW_QUEUE_PAGE_MAX, REVIEW_QUEUE_PAGE_DEFAULT),
  cursor: pageCursor,
});
export type ReviewQueueInput = z.input<typeof reviewQueueInput>;
export type ReviewQueueQuery = z.output<typeof reviewQueueInput>;

export interface ReviewQueueItemDto {
  id: number;
  title: string;
  kind: ContentKind;
  productId: number | null;
  productName: string | null;
  ownerId: number | null;
  ownerName: string | null;
  /** The submitted version. */
  version: number;
  /** When it was last submitted (ISO 8601). */
  submittedAt: string;
  /** The submitted version's compliance flags by severity; null when it was never checked. */
  flags: { block: number; warn: number } | null;
  /** Unresolved comment threads. */
  openComments: number;
}

/** The dashboard's median time from submission to approval of one product (last 30 days). */
export interface ReviewTimeDto {
  productId: number | null;
  productName: string | null;
  /** Median seconds from the approved version's submission to its approval. */
  medianSeconds: number;
  approvals: number;
}

/** The window the dashboard's review times cover. */
export const REVIEW_TIME_WINDOW_DAYS = 30;

export const reviewQueueMessages = {
  title: "Review",
  signInRequired: "Log in to see what is waiting for review.",
  intro: "Items waiting for review, oldest submission first.",
  empty: "Nothing is waiting for review.",
  loadMore: "Load more",
  loading: "Loading the review queue",
  failed: "The review queue could not be loaded.",
  columns: {
    title: "Item",
    product: "Product",
    writer: "Writer",
    submitted: "Submitted",
    flags: "Flags",
    comments: "Open comments",
  },
  blocking: (n: number) => `${n} blocking`,
  warnings: (n: number) => `${n} ${n === 1 ? "warning" : "warnings"}`,
  notChecked: "Not checked",
  openComments: (n: number) => `${n} open`,
  // The dashboard's card.
  reviewTimesTitle: `Median time from submission to approval (last ${REVIEW_TIME_WINDOW_DAYS} days)`,
  reviewTimesEmpty: `No approvals in the last ${REVIEW_TIME_WINDOW_DAYS} days.`,
  noProduct: "No product",
  approvals: (n: number) => `${n} ${n === 1 ? "approval" : "approvals"}`,
} as const;

/** A duration for people: "45 s", "12 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.round(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
