import { defineConfig } from "tsup";

/**
 * One bundle per entry with our workspace packages inlined; third-party packages stay external
 * (native addons and PGlite's wasm/data files must load from node_modules).
 */
export default defineConfig({
  entry: ["src/server.ts", "src/migrate-cli.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  noExternal: [/^@studio\//],
  external: [/^[^./@]/, /^@(?!studio\/)/],
});
