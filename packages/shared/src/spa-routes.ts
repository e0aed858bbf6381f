/**
 * The SPA's lazily loaded pages, by path. The SPA (apps/web/src/routes/route-modules.ts) and the
 * server (which sends `Link: rel=modulepreload` hints for the page being opened) read the same
 * table, so the browser fetches a page's chunk together with the main bundle, not after it.
 */
export const lazySpaPages = [
  "login",
  "signup",
  "admin-login",
  "admin-dashboard",
  "admin-users",
  "chat",
  "content",
  "content-item",
  "api-keys",
] as const;
export type LazySpaPage = (typeof lazySpaPages)[number];

/** The module of a lazy page, as named in the web build's manifest. */
export function spaPageModule(page: LazySpaPage): string {
  return `src/routes/${page}.tsx`;
}

/**
 * Modules a page loads lazily itself but shows at once (the admin pages' first panel, see
 * apps/web/src/features/admin/admin-panels.ts), as named in the manifest: the server hints them
 * with the page's chunk. /admin usually opens on its dashboard.
 */
export function spaPageFirstModules(page: LazySpaPage): string[] {
  if (page === "admin-dashboard") return ["src/features/admin/dashboard/dashboard-panel.tsx"];
  if (page === "admin-users") return ["src/features/admin/users/users-panel.tsx"];
  return [];
}

/** Which lazy page a path renders (the route table of SPEC 2); null for home and not-found. */
export function lazySpaPageFor(pathname: string): LazySpaPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  if (path === "/login" || path === "/auth") return "login";
  if (path === "/signup") return "signup";
  if (path === "/admin/login") return "admin-login";
  if (path === "/admin") return "admin-dashboard";
  if (path === "/admin/users") return "admin-users";
  if (path === "/chat" || /^\/chat\/[^/]+$/.test(path)) return "chat";
  if (path === "/content") return "content";
  if (/^\/content\/[^/]+$/.test(path)) return "content-item";
  if (path === "/api-keys") return "api-keys";
  return null;
}
