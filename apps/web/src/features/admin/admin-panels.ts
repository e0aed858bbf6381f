import type { LazySpaPage } from "@studio/shared";
import type { ComponentType } from "react";
import { type Preloadable, preloadable } from "../../lib/preloadable";
import type { AdminTab } from "./admin-tabs";

/**
 * Each admin tab's panel is its own chunk, loaded when the tab opens (or ahead of it, by
 * lib/route-preload.ts for the tab a URL opens): the dashboard does not wait for the usage
 * charts or every list's forms. Only dynamic imports here, so the main bundle can import this
 * table without pulling in any panel.
 */
export const adminPanels: Record<AdminTab, Preloadable> = {
  dashboard: panel(() => import("./dashboard/dashboard-panel"), "DashboardPanel"),
  products: panel(() => import("./products/products-panel"), "ProductsPanel"),
  topics: panel(() => import("./topics/topics-panel"), "TopicsPanel"),
  "knowledge-base": panel(() => import("./knowledge/knowledge-panel"), "KnowledgePanel"),
  "prompt-templates": panel(
    () => import("./prompt-templates/prompt-templates-panel"),
    "PromptTemplatesPanel",
  ),
  compliance: panel(() => import("./compliance/compliance-panel"), "CompliancePanel"),
  users: panel(() => import("./users/users-panel"), "UsersPanel"),
  usage: panel(() => import("./usage/usage-panel"), "UsagePanel"),
  webhooks: panel(() => import("./webhooks/webhooks-panel"), "WebhooksPanel"),
  schedules: panel(() => import("./schedules/schedules-panel"), "SchedulesPanel"),
};

/** A panel module's named export, loaded lazily. */
function panel<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): Preloadable {
  return preloadable(async () => (await load())[name]);
}

/**
 * The panel an admin page opens for `search` (its `?tab=`; an unknown tab shows the dashboard,
 * as routes/admin-dashboard.tsx does), or null for any other page.
 */
export function adminPanelFor(page: LazySpaPage | null, search: string): Preloadable | null {
  if (page === "admin-users") return adminPanels.users;
  if (page !== "admin-dashboard") return null;
  const tab = new URLSearchParams(search).get("tab");
  return tab && Object.hasOwn(adminPanels, tab)
    ? adminPanels[tab as AdminTab]
    : adminPanels.dashboard;
}
