import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "{apps,packages}/*/src/**/*.test.{ts,tsx}",
      "bench/**/*.test.ts",
      "tools/**/*.test.ts",
    ],
    globalSetup: [
      "packages/db/src/testing/global-setup.ts",
      "packages/api/src/testing/queue-global-setup.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers than that only adds contention.
    maxWorkers: 2,
  },
});
