import { type CurrentUser, canReview } from "@studio/shared";
import { type Icon, IconKey } from "@tabler/icons-react";
import { strings } from "../lib/strings";

export interface NavItem {
  label: string;
  to: string;
  /** Shown as this icon alone (the label as its name and tooltip) in the wide header. */
  icon?: Icon;
}

/**
 * SPEC 2: Home always; Log In when signed out; Chat when signed in; Review for reviewers and
 * admins (issue 24 item 9); Admin Panel for admins.
 */
export function navItems(user: CurrentUser | null, isLoading: boolean): NavItem[] {
  const items: NavItem[] = [{ label: strings.nav.home, to: "/" }];
  // While the session is unknown, show nothing that depends on it rather than flash Log In.
  if (isLoading) return items;
  if (!user) return [...items, { label: strings.nav.logIn, to: "/login" }];
  items.push({ label: strings.nav.chatAssistant, to: "/chat" });
  items.push({ label: strings.nav.myContent, to: "/content" });
  items.push({ label: strings.nav.apiKeys, to: "/api-keys", icon: IconKey });
  if (canReview(user.role)) items.push({ label: strings.nav.review, to: "/review" });
  if (user.role === "admin") items.push({ label: strings.nav.adminPanel, to: "/admin" });
  return items;
}

export function isActive(item: NavItem, pathname: string): boolean {
  return item.to === "/" ? pathname === "/" : pathname.startsWith(item.to);
}
