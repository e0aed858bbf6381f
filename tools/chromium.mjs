import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import { delimiter, join } from "node:path";

/**
 * The system Chromium (never a downloaded browser) and the flags that work on these machines:
 * no sandbox or GPU in a container, and nothing in the background (QUIC, updates, sync) that
 * would add requests or CPU to a measurement. playwright.config.ts and the browser benches
 * launch it with these; `pnpm test` runs `ensure-chromium.mjs` first, which finds it or installs
 * it, or says how to.
 */

/** Where distributions and installers put Chromium or Chrome, looked at in this order. */
export const KNOWN_CHROMIUM_PATHS = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

/** Command names looked up on PATH after the paths above. */
export const CHROMIUM_COMMANDS = [
  "chromium",
  "chromium-browser",
  "google-chrome",
  "google-chrome-stable",
  "chrome",
];

function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser to launch: CHROMIUM_PATH when set (used as given, so a wrong value is reported,
 * not silently replaced), else the first known path, else the first command on PATH. Null when
 * there is none. The options are for tests.
 */
export function findChromium({
  env = process.env,
  isExecutable = isExecutableFile,
  knownPaths = KNOWN_CHROMIUM_PATHS,
} = {}) {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null;
  for (const path of knownPaths) if (isExecutable(path)) return path;
  const dirs = (env.PATH ?? "").split(delimiter).filter(Boolean);
  for (const name of CHROMIUM_COMMANDS) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (isExecutable(path)) return path;
    }
  }
  return null;
}

/** What to do when there is no browser, written for the person who ran the tests. */
export function missingChromiumMessage(env = process.env) {
  if (env.CHROMIUM_PATH) {
    return `CHROMIUM_PATH is ${env.CHROMIUM_PATH}, which is not an executable file. Point it at Chromium or Chrome (or unset it to search the usual places), then run the tests again.`;
  }
  return [
    "The end-to-end tests need Chromium or Chrome, and none was found",
    `(looked at ${KNOWN_CHROMIUM_PATHS.join(", ")} and for ${CHROMIUM_COMMANDS.join(", ")} on PATH).`,
    "Install one (Debian/Ubuntu: sudo apt-get install chromium; Fedora: sudo dnf install chromium;",
    "macOS: brew install --cask chromium) or set CHROMIUM_PATH to its executable, then run the",
    "tests again. Playwright's own browser download is not used.",
  ].join("\n");
}

/**
 * Finds the browser or, on Debian as root (CI containers, as .ci/run did), installs Debian's
 * chromium package with apt-get; anywhere else it answers with what to do. The options are for
 * tests: `run(command, args)` returns the exit status.
 */
export function ensureChromium({
  env = process.env,
  isExecutable = isExecutableFile,
  knownPaths = KNOWN_CHROMIUM_PATHS,
  canInstall = process.getuid?.() === 0 && existsSync("/etc/debian_version"),
  run = (command, args) =>
    spawnSync(command, args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status,
  log = (line) => console.log(line),
} = {}) {
  const found = findChromium({ env, isExecutable, knownPaths });
  if (found) return { path: found, installed: false };
  if (!env.CHROMIUM_PATH && canInstall) {
    log("Chromium not found: installing Debian's chromium package with apt-get (running as root).");
    if (run("apt-get", ["update"]) === 0 && run("apt-get", ["install", "-y", "chromium"]) === 0) {
      const installed = findChromium({ env, isExecutable, knownPaths });
      if (installed) return { path: installed, installed: true };
    }
    return { error: `Installing chromium with apt-get failed.\n${missingChromiumMessage(env)}` };
  }
  return { error: missingChromiumMessage(env) };
}

export const chromiumLaunchOptions = {
  // Without one, Playwright reports the missing file; `pnpm test` stops earlier with the advice.
  executablePath: findChromium() ?? process.env.CHROMIUM_PATH ?? KNOWN_CHROMIUM_PATHS[0],
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** For `chromium.launch()` outside the test runner: the same browser, headless. */
export const headlessChromium = {
  ...chromiumLaunchOptions,
  args: ["--headless", ...chromiumLaunchOptions.args],
};
