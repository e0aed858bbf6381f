import { defineConfig } from "tsup";

/**
 * One bundle per entry with our workspace packages inlined; third-party packages stay external
 * (native addons and PGlite's wasm/data files must load from node_modules).
 */
export default defineConfig({
  entry: {
    server: "src/server.ts",
    "migrate-cli": "src/migrate-cli.ts",
    // Worker threads load these by path (apps/server/src/plugins/workers.ts).
    "workers/compliance": "src/workers/compliance.ts",
    "workers/documents": "src/workers/documents.ts",
  },
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@studio\//],
  external: [/^[^./@]/, /^@(?!studio\/)/],
});
