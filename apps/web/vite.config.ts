import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// Relative on purpose: Node loads the config, and it cannot import the package's .ts entry
// through node_modules, while relative imports are bundled into the config.
import { PRODUCT_NAME } from "../../packages/shared/src/brand.ts";
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

/** index.html is static; its title and description come from the same constants as the app. */
function brandHtml(): Plugin {
  return {
    name: "studio-brand-html",
    transformIndexHtml: {
      order: "pre",
      handler: (html) =>
        html
          .replaceAll("__STUDIO_PRODUCT_NAME__", escapeHtml(PRODUCT_NAME))
          .replaceAll("__STUDIO_DESCRIPTION__", escapeHtml(strings.meta.description)),
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), brandHtml()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
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
