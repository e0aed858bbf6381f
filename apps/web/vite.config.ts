import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
// Relative on purpose: Node loads the config, and it cannot import the package's .ts entry
// through node_modules, while relative imports are bundled into the config.
// biome-ignore lint/style/noRestrictedImports: the build config, not app code, needs one constant.
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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt)$/;
/** Below this, headers outweigh the saving and a compressed sibling is not worth a file. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` siblings of the built text files, once, at maximum compression, for the
 * server's @fastify/static `preCompressed` option. Compressing per request would cost CPU on
 * every response, and a global compression plugin would buffer the tRPC streams.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "studio-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public files are on disk.
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < COMPRESS_MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: zlibConstants.Z_BEST_COMPRESSION }),
          ]);
          // A sibling that is not smaller would only cost a disk read.
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  plugins: [react(), brandHtml(), precompress()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by the server to send modulepreload hints for the page being opened
    // (apps/server/src/plugins/spa-preload-hints.ts).
    manifest: true,
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
