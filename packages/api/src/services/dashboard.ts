import type { Database } from "@studio/db";
import { countCatalog, listRecentActivity } from "@studio/db";
import type { DashboardDto } from "@studio/shared";
import { RECENT_ACTIVITY_ITEMS } from "@studio/shared";
import type { Kysely } from "kysely";

/** Counts come from one query, recent activity from a second small one; no list is fetched. */
export async function dashboard(db: Kysely<Database>): Promise<DashboardDto> {
  const [counts, recent] = await Promise.all([
    countCatalog(db),
    listRecentActivity(db, RECENT_ACTIVITY_ITEMS),
  ]);
  return {
    counts,
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
