#!/usr/bin/env node
// Run by `pnpm test` (and `pnpm test:e2e`, .ci/run) before anything needs a browser: finds
// Chromium, installs it on Debian as root, or stops with what to do. tools/chromium.mjs holds
// where to look and how to launch it.
import { ensureChromium } from "./chromium.mjs";

const result = ensureChromium();
if (result.error) {
  console.error(result.error);
  process.exit(1);
}
if (result.installed) console.log(`Chromium installed: ${result.path}`);
