import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build } from "vite";
// Relative on purpose, as in vite.config.ts: Node loads the build config, not the bundler.
// biome-ignore lint/style/noRestrictedImports: the build needs the folder's name.
import { PRERENDERED_DIR } from "../../../packages/shared/src/routes.ts";
import type { renderPrerenderedPages } from "../src/prerender.tsx";

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the client build: bundles src/prerender.tsx for Node (dependencies stay external and
 * load from this package's node_modules), renders the prerendered pages with it, and writes each
 * into a copy of the built index.html under `outDir/PRERENDERED_DIR`, where the server finds it.
 */
export async function prerenderPages(root: string, outDir: string): Promise<void> {
  const ssrOutDir = join(root, "node_modules", ".cache", "studio-prerender");
  await build({
    root,
    configFile: false,
    logLevel: "warn",
    plugins: [react()],
    build: { ssr: "src/prerender.tsx", outDir: ssrOutDir, emptyOutDir: true, copyPublicDir: false },
  });
  const entry = pathToFileURL(join(ssrOutDir, "prerender.js")).href;
  const ssr: { renderPrerenderedPages: typeof renderPrerenderedPages } = await import(entry);
  const template = await readFile(join(outDir, "index.html"), "utf8");
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  const dir = join(outDir, PRERENDERED_DIR);
  await mkdir(dir, { recursive: true });
  for (const { file, html } of await ssr.renderPrerenderedPages()) {
    await writeFile(
      join(dir, file),
      template.replace(ROOT_ELEMENT, `<div id="root">${html}</div>`),
    );
  }
}
