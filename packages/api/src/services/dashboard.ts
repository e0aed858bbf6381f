import type { Database } from "@studio/db";
import { countCatalog, listRecentActivity, medianReviewTimes } from "@studio/db";
import type { DashboardDto } from "@studio/shared";
import { RECENT_ACTIVITY_ITEMS, REVIEW_TIME_WINDOW_DAYS } from "@studio/shared";
import type { Kysely } from "kysely";

/**
 * Counts come from one query, recent activity from a second small one, and the median review
 * time per product (last 30 days) from a third, computed by the database; no list is fetched.
 */
export async function dashboard(db: Kysely<Database>): Promise<DashboardDto> {
  const [counts, recent, reviewTimes] = await Promise.all([
    countCatalog(db),
    listRecentActivity(db, RECENT_ACTIVITY_ITEMS),
    medianReviewTimes(db, REVIEW_TIME_WINDOW_DAYS),
  ]);
  return {
    counts,
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    reviewTimes,
  };
}
