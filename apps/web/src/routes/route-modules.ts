import type { LazySpaPage } from "@studio/shared";

/**
 * The lazily loaded pages' modules. The router (app-routes.tsx) and the start-up preloader
 * (lib/route-preload.ts) call the same functions, so a chunk fetched at start-up is the one the
 * router renders: the bundler runs each dynamic import once. Paths: @studio/shared/spa-routes.
 */
export const routeModules = {
  login: () => import("./login"),
  signup: () => import("./signup"),
  "admin-login": () => import("./admin-login"),
  "admin-dashboard": () => import("./admin-dashboard"),
  "admin-users": () => import("./admin-users"),
  chat: () => import("./chat"),
  content: () => import("./content"),
  "content-item": () => import("./content-item"),
  "api-keys": () => import("./api-keys"),
  review: () => import("./review"),
} as const satisfies Record<LazySpaPage, () => Promise<unknown>>;
