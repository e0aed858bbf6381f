import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
// Relative on purpose, as in vite.config.ts: Node loads the build config, not the bundler.
// biome-ignore lint/style/noRestrictedImports: the build needs the manifest's page keys.
import { type LazySpaPage, lazySpaPages } from "../../../packages/shared/src/routes.ts";

/**
 * Modules a page loads lazily itself but shows at once (the admin pages' first panel, see
 * src/features/admin/admin-panels.ts): the server hints them with the page's chunk. /admin
 * usually opens on its dashboard.
 */
const firstModules: Partial<Record<LazySpaPage, string[]>> = {
  "admin-dashboard": ["src/features/admin/dashboard/dashboard-panel.tsx"],
  "admin-users": ["src/features/admin/users/users-panel.tsx"],
};

/**
 * A lazy page's modules as the build's manifest names them: its module (src/routes/<page>.tsx,
 * the one src/routes/route-modules.ts imports for the page key), then its first modules.
 */
export function pageModules(page: LazySpaPage): string[] {
  return [`src/routes/${page}.tsx`, ...(firstModules[page] ?? [])];
}

/** Where the build writes every lazy page's modules, next to Vite's manifest. */
export const PAGE_MODULES_FILE = join(".vite", "page-modules.json");

/**
 * Writes PAGE_MODULES_FILE: the server reads it with the manifest to send a page's
 * `Link: rel=modulepreload` hints (apps/server/src/plugins/spa-preload-hints.ts), so it knows
 * pages by their key alone.
 */
export async function writePageModules(outDir: string): Promise<void> {
  const table = Object.fromEntries(lazySpaPages.map((page) => [page, pageModules(page)]));
  await mkdir(join(outDir, ".vite"), { recursive: true });
  await writeFile(join(outDir, PAGE_MODULES_FILE), `${JSON.stringify(table, null, 2)}\n`);
}
