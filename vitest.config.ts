import { defineConfig } from "vitest/config";

/**
 * Two lanes (issue 26 item 7): `unit` (services, routes, components, the compliance engine; runs
 * in under two minutes here) and `reliability` (fuzzing, load, faults, shutdown and crash
 * suites that spawn servers, the regex-linearity sweep and the multi-writer audit chain). `pnpm
 * test` runs both, then Playwright; `pnpm test:unit` and `pnpm test:reliability` run one each.
 */
const everything = [
  "{apps,packages}/*/src/**/*.test.{ts,tsx}",
  "bench/**/*.test.ts",
  "tools/**/*.test.ts",
];
const reliability = [
  "apps/server/src/reliability/**/*.test.ts",
  "apps/server/src/rest/audit-concurrency.test.ts",
  "tools/regex-linearity.test.ts",
];

export default defineConfig({
  test: {
    globalSetup: [
      "packages/db/src/testing/global-setup.ts",
      "packages/api/src/testing/queue-global-setup.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers than that only adds contention.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: everything, exclude: reliability } },
      { extends: true, test: { name: "reliability", include: reliability } },
    ],
  },
});
