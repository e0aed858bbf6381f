import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// Relative on purpose: Node loads the config, and it cannot import the package's .ts entry
// through node_modules, while relative imports are bundled into the config.
// biome-ignore lint/style/noRestrictedImports: the build config, not app code, needs one constant.
import { PRODUCT_NAME, THEME_INIT_SCRIPT } from "../../packages/shared/src/brand.ts";
import { writePageModules } from "./build/page-modules.ts";
import { precompressDir } from "./build/precompress.ts";
import { prerenderPages } from "./build/prerender.ts";
import { strings } from "./src/lib/strings.ts";

const backend = process.env.STUDIO_DEV_BACKEND ?? "http://localhost:3000";
const proxied = ["/trpc", "/api", "/healthz", "/readyz"];

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * index.html is static; its title, description and theme script come from the same constants as
 * the app.
 */
function brandHtml(): Plugin {
  return {
    name: "studio-brand-html",
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html
          .replaceAll("__STUDIO_PRODUCT_NAME__", escapeHtml(PRODUCT_NAME))
          .replaceAll("__STUDIO_DESCRIPTION__", escapeHtml(strings.meta.description))
          // Verbatim: the server's Content-Security-Policy allows this script by its hash.
          .replace("__STUDIO_THEME_INIT_SCRIPT__", () => THEME_INIT_SCRIPT),
    },
  };
}

/**
 * After the bundle and the public files are on disk: each lazy page's modules (for the server's
 * preload hints), the prerendered pages, then the compressed siblings of every text file (the
 * prerendered pages included), in that order.
 */
function postBuild(): Plugin {
  let root = "";
  let outDir = "";
  return {
    name: "studio-post-build",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writePageModules(outDir);
      await prerenderPages(root, outDir);
      await precompressDir(outDir);
    },
  };
}

/** The UI kit: Mantine's components and hooks, Floating UI under them, and the icons. */
const UI_KIT = /node_modules[\\/](?:@mantine[\\/](?:core|hooks)|@floating-ui|@tabler)[\\/]/;

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), brandHtml(), postBuild()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by the server to send modulepreload hints for the page being opened
    // (apps/server/src/plugins/spa-preload-hints.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself, the bundler gave every set of pages sharing a few UI components its own
        // file: /admin and /chat opened with 50 to 60 requests, most under 2 KB, which queued on
        // HTTP/1.1's six connections (the data request behind them). The UI kit goes in two
        // files instead: what the first page of every visit needs, and the rest of it, which any
        // other page needs much of. Pages and features keep their own chunks.
        codeSplitting: {
          groups: [
            { name: "ui-initial", test: UI_KIT, tags: ["$initial"], priority: 2 },
            { name: "ui", test: UI_KIT, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    // No changeOrigin: the server's same-origin check compares Origin with Host.
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend }])),
  },
  preview: {
    proxy: Object.fromEntries(proxied.map((path) => [path, { target: backend }])),
  },
});
