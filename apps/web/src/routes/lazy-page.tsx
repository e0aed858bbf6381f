import type { LazySpaPage } from "@studio/shared";
import { type ComponentType, lazy } from "react";
import { routeModules } from "./route-modules";

const loadedPages = new Map<LazySpaPage, ComponentType>();
const pageComponents = new Map<LazySpaPage, ComponentType>();

/** Loads a page's code and remembers it, so a page already here renders without suspending. */
export async function loadPage(page: LazySpaPage): Promise<{ default: ComponentType }> {
  const module = await routeModules[page]();
  loadedPages.set(page, module.default);
  return module;
}

/**
 * The component a page renders with, chosen the first time the page is rendered and kept (so
 * a page never switches component and loses its state): the page itself when its code is
 * already here, else React.lazy.
 */
function pageComponent(page: LazySpaPage): ComponentType {
  let component = pageComponents.get(page);
  if (!component) {
    component = loadedPages.get(page) ?? lazy(() => loadPage(page));
    pageComponents.set(page, component);
  }
  return component;
}

/**
 * A lazily loaded page that renders at once when its code is already here (start-up loads the
 * first page's code alongside the main bundle). React.lazy alone would suspend even then, and
 * React keeps a revealed fallback on screen for at least 300 ms: that delay was most of the time
 * /login, /admin and /chat took to show their content.
 */
export function LazyPage({ page }: { page: LazySpaPage }) {
  const Component = pageComponent(page);
  return <Component />;
}
