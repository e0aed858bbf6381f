import type { MantineSize } from "@mantine/core";

/** The admin console is a wide, table-heavy screen; every other page reads at "lg". */
export const ADMIN_PAGE_WIDTH: MantineSize = "xl";
const DEFAULT_PAGE_WIDTH: MantineSize = "lg";

/** Paths that render the admin console (for an administrator). */
export function isAdminConsolePath(pathname: string): boolean {
  return pathname === "/admin" || pathname === "/admin/users";
}

/**
 * The header's container width for a page, so its left edge (the brand) lines up with the
 * page's own content below it.
 */
export function pageWidth(pathname: string): MantineSize {
  return isAdminConsolePath(pathname) ? ADMIN_PAGE_WIDTH : DEFAULT_PAGE_WIDTH;
}
