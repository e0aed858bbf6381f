import { defineConfig } from "vitest/config";

/**
 * Two lanes (issue 26 item 7): the unit lane (services, routes, the compliance engine, and the
 * SPA's components; aimed at under two minutes on two cores: 55 s on PostgreSQL, 66 s on
 * PGlite on 27 November, on a machine whose speed varies by a third from run to run) and
 * `reliability` (fuzzing, load, faults, retries on the clock, several instances, shutdown and
 * crash suites that spawn servers, the regex-linearity sweep and the multi-writer audit chain).
 * The unit lane is two projects: `unit` in Node and `unit-dom`, the components' `*.test.tsx`
 * under apps/web in jsdom, which needs no database. `pnpm test` runs both lanes, then
 * Playwright; `pnpm test:unit` and `pnpm test:reliability` run one lane each.
 */
const everything = [
  "{apps,packages}/*/src/**/*.test.{ts,tsx}",
  "bench/**/*.test.ts",
  "tools/**/*.test.ts",
];
/** Component tests: React rendered into jsdom (setup: apps/web/src/testing/dom-setup.ts). */
const components = ["apps/web/src/**/*.test.tsx"];
const reliability = [
  "apps/server/src/reliability/**/*.test.ts",
  "apps/server/src/rest/audit-concurrency.test.ts",
  // Deliveries retried on the clock (a second attempt 5-30 s after the first) and caches kept
  // by several instances on one database: seconds of waiting each.
  "apps/server/src/rest/webhooks.test.ts",
  "apps/server/src/instance-caches.test.ts",
  // Uploads built to exhaust memory (a 200 MB inflating PDF, a DOCX bomb) and a second process
  // holding the PGlite data directory: fault suites, seconds each.
  "apps/server/src/rest/knowledge-upload-limits.test.ts",
  "packages/db/src/data-dir-lock.test.ts",
  "tools/regex-linearity.test.ts",
];

/** One migrated database (and queue) per run, for the projects whose tests use them. */
const globalSetup = [
  "packages/db/src/testing/global-setup.ts",
  "packages/api/src/testing/queue-global-setup.ts",
];

export default defineConfig({
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers than that only adds contention.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: everything,
          exclude: [...reliability, ...components],
          globalSetup,
          // argon2 at a test cost (the real cost is checked in passwords.test.ts).
          setupFiles: ["packages/api/src/testing/fast-password-hashing.ts"],
          // Each worker imports the server, its packages and their dependencies once for all
          // its files (import time fell from ~100 s to ~10 s of the lane): every test builds its
          // own app and database, and none mocks a module.
          isolate: false,
        },
      },
      {
        // No database global setup: a component test has no use for one.
        test: {
          name: "unit-dom",
          include: components,
          environment: "jsdom",
          // Each worker imports React, Mantine and jsdom's globals once for all its files, which
          // halves the project's CPU time; the setup file resets what a test leaves behind
          // (the tree, toasts, stubbed globals). A test that mocks a module must undo it.
          isolate: false,
          setupFiles: ["apps/web/src/testing/dom-setup.ts"],
          testTimeout: 30_000,
        },
      },
      { extends: true, test: { name: "reliability", include: reliability, globalSetup } },
    ],
  },
});
