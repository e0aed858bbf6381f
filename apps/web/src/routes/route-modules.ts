import type { EagerPage, LazySpaPage, PageKey } from "@studio/shared";
import type { ComponentType } from "react";
import HomeRoute from "./home";

/**
 * The module of each page of the route manifest (@studio/shared's ROUTES), by page key: a page
 * the manifest names and this table misses is a type error. The router (app-routes.tsx) and the
 * start-up preloader (lib/route-preload.ts) call the same functions, so a chunk fetched at
 * start-up is the one the router renders: the bundler runs each dynamic import once.
 * A lazy page's module is src/routes/<page>.tsx, as build/page-modules.ts tells the server.
 */
export const routeModules = {
  login: () => import("./login"),
  signup: () => import("./signup"),
  "admin-login": () => import("./admin-login"),
  "admin-dashboard": () => import("./admin-dashboard"),
  "admin-users": () => import("./admin-users"),
  chat: () => import("./chat"),
  "content-item": () => import("./content-item"),
  content: () => import("./content"),
  "api-keys": () => import("./api-keys"),
  review: () => import("./review"),
} as const satisfies Record<LazySpaPage, () => Promise<{ default: ComponentType }>>;

/** The pages in the main bundle: home, so a first visit's page needs no second download. */
export const eagerPages = {
  home: HomeRoute,
} as const satisfies Record<EagerPage, ComponentType>;

export function isEagerPage(page: PageKey): page is EagerPage {
  return Object.hasOwn(eagerPages, page);
}
