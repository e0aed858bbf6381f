import { adminNav } from "@studio/shared";
import {
  type Icon,
  IconBooks,
  IconCalendarTime,
  IconChartBar,
  IconLayoutDashboard,
  IconPackage,
  IconShieldCheck,
  IconTags,
  IconTemplate,
  IconUsers,
  IconWebhook,
} from "@tabler/icons-react";

/** SPEC 4: the admin tabs, in order. The ids are what `?tab=` carries in the URL. */
export const adminTabs = [
  "dashboard",
  "products",
  "topics",
  "knowledge-base",
  "prompt-templates",
  "compliance",
  "users",
  "usage",
  "webhooks",
  "schedules",
] as const;
export type AdminTab = (typeof adminTabs)[number];

export const adminTabMeta: Record<AdminTab, { label: string; icon: Icon }> = {
  dashboard: { label: adminNav.dashboard, icon: IconLayoutDashboard },
  products: { label: adminNav.products, icon: IconPackage },
  topics: { label: adminNav.topics, icon: IconTags },
  "knowledge-base": { label: adminNav.knowledge, icon: IconBooks },
  "prompt-templates": { label: adminNav.promptTemplates, icon: IconTemplate },
  compliance: { label: "Compliance", icon: IconShieldCheck },
  users: { label: adminNav.users, icon: IconUsers },
  usage: { label: "Usage", icon: IconChartBar },
  webhooks: { label: "Webhooks", icon: IconWebhook },
  schedules: { label: "Schedules", icon: IconCalendarTime },
};

export function isAdminTab(value: string | null): value is AdminTab {
  return value !== null && (adminTabs as readonly string[]).includes(value);
}

/** Where a tab lives: users has its own route (SPEC 2); the rest are tabs of /admin. */
export function adminTabHref(tab: AdminTab): string {
  if (tab === "users") return "/admin/users";
  return tab === "dashboard" ? "/admin" : `/admin?tab=${tab}`;
}
