import { defineConfig } from "tsup";

/**
 * An ES module for Node 20+ and browsers (fetch only). The router is imported as a type, so no
 * server code can reach the bundle; @trpc/client stays a dependency the consumer installs.
 * Types are emitted by tsc (see the build script).
 */
export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm"],
  platform: "neutral",
  target: "es2022",
  outDir: process.env.CLIENT_OUT_DIR ?? "dist",
  clean: true,
  dts: false,
  external: [/^@trpc\//],
});
