import { CHAT_ROUTE_DATA_URL } from "./chat";
import type { LazySpaPage } from "./spa-routes";

/**
 * What the admin dashboard waits for before it paints, as one tRPC batch GET: the current user,
 * the counts and recent activity, and the month's cost. Like CHAT_ROUTE_DATA_URL, the server
 * names it in a `Link: rel=preload` header of the /admin HTML and the SPA's start-up fetches the
 * same URL, so the data is on its way while the bundle downloads. ADMIN_DASHBOARD_DATA_PROCEDURES
 * lists the batch in order.
 */
export const ADMIN_DASHBOARD_DATA_PROCEDURES = [
  "auth.me",
  "admin.dashboard",
  "admin.usage.monthCost",
] as const;
export const ADMIN_DASHBOARD_DATA_URL = `/trpc/${ADMIN_DASHBOARD_DATA_PROCEDURES.join(",")}?batch=1&input=${encodeURIComponent("{}")}`;

/**
 * The current user alone, as the tRPC client's batch link asks for it: what every other page
 * (home, the sign-in forms, the content library…) waits on before its header settles. The
 * server preloads it with the HTML of those pages, so it no longer starts only after the bundle
 * has run.
 */
export const CURRENT_USER_DATA_URL = `/trpc/auth.me?batch=1&input=${encodeURIComponent("{}")}`;

/**
 * The data batch a page opens with, or null: /chat, and /admin when it opens on its dashboard
 * (no `tab`, or `tab=dashboard`).
 */
export function routeDataUrlFor(page: LazySpaPage | null, search: string): string | null {
  if (page === "chat") return CHAT_ROUTE_DATA_URL;
  if (page === "admin-dashboard") {
    const tab = new URLSearchParams(search).get("tab");
    return tab === null || tab === "dashboard" ? ADMIN_DASHBOARD_DATA_URL : null;
  }
  return null;
}
