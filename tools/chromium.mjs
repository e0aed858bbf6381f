/**
 * The system Chromium (never a downloaded browser) and the flags that work on these machines:
 * no sandbox or GPU in a container, and nothing in the background (QUIC, updates, sync) that
 * would add requests or CPU to a measurement. playwright.config.ts and the browser benches
 * launch it with these.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
