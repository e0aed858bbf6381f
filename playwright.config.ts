import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eAdmin } from "./e2e/fixtures";
import { chromiumLaunchOptions as chromium } from "./tools/chromium.mjs";

/**
 * End-to-end tests drive the production build, started exactly as `pnpm start` starts it, on a
 * fresh embedded database, in the system Chromium (never a downloaded browser).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), "studio-e2e-"));

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } }],
  webServer: {
    command: "node apps/server/dist/server.js",
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_EMAIL: e2eAdmin.email,
      ADMIN_PASSWORD: e2eAdmin.password,
      // The browser flows are one-person teams (the admin writes and approves); the
      // no-self-approval rule and its 403 are tested in apps/server/src/rest/review-roles.test.ts.
      ALLOW_SELF_APPROVAL: "true",
      LOG_LEVEL: "warn",
      // Every spec generates as the same loopback visitor; the hourly limits are tested in vitest.
      GENERATION_LIMIT_ANON_PER_HOUR: "10000",
      GENERATION_LIMIT_USER_PER_HOUR: "10000",
      IMAGE_LIMIT_ANON_PER_HOUR: "10000",
      IMAGE_LIMIT_USER_PER_HOUR: "10000",
      STREAM_LIMIT_PER_ACCOUNT: "0",
      STREAM_LIMIT_PER_VISITOR_ADDRESS: "0",
      // The webhook spec's receiver listens on 127.0.0.1 (refused without this).
      WEBHOOK_ALLOW_PRIVATE: "true",
      NODE_ENV: "test",
    },
  },
});
