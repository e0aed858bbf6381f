import { spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ensureChromium, findChromium, KNOWN_CHROMIUM_PATHS } from "./chromium.mjs";

/** A directory holding an executable file of this name, as a PATH entry would. */
function binDir(name: string): { dir: string; path: string } {
  const dir = mkdtempSync(join(tmpdir(), "chromium-test-"));
  const path = join(dir, name);
  writeFileSync(path, "#!/bin/sh\n");
  chmodSync(path, 0o755);
  return { dir, path };
}

/** A machine without /usr/bin/chromium (or any known path): only PATH can hold a browser. */
const noKnownPaths = { knownPaths: [] as string[] };

describe("finding Chromium", () => {
  it("finds chromium-browser or google-chrome on PATH when /usr/bin/chromium is absent", () => {
    const chromiumBrowser = binDir("chromium-browser");
    const chrome = binDir("google-chrome");

    expect(findChromium({ env: { PATH: chromiumBrowser.dir }, ...noKnownPaths })).toBe(
      chromiumBrowser.path,
    );
    expect(findChromium({ env: { PATH: `/nowhere:${chrome.dir}` }, ...noKnownPaths })).toBe(
      chrome.path,
    );
    expect(findChromium({ env: { PATH: "/nowhere" }, ...noKnownPaths })).toBeNull();
    expect(KNOWN_CHROMIUM_PATHS).toContain("/usr/bin/chromium");
  });

  it("takes CHROMIUM_PATH as given, and reports it when it is wrong", () => {
    const own = binDir("my-chrome");
    const onPath = binDir("chromium");

    expect(findChromium({ env: { CHROMIUM_PATH: own.path, PATH: onPath.dir } })).toBe(own.path);
    const wrong = ensureChromium({
      env: { CHROMIUM_PATH: "/nowhere/chrome", PATH: onPath.dir },
      canInstall: true,
      run: () => {
        throw new Error("must not install when CHROMIUM_PATH names the browser");
      },
    });
    expect(wrong.error).toMatch(/^CHROMIUM_PATH is \/nowhere\/chrome, which is not an executable/);
  });

  it("installs Debian's chromium with apt-get as root, and says what to do anywhere else", () => {
    const commands: string[] = [];
    let installed = false;
    const debian = ensureChromium({
      env: { PATH: "/nowhere" },
      knownPaths: ["/usr/bin/chromium"],
      isExecutable: (path: string) => installed && path === "/usr/bin/chromium",
      canInstall: true,
      run: (command: string, args: string[]) => {
        commands.push([command, ...args].join(" "));
        if (args[0] === "install") installed = true;
        return 0;
      },
      log: () => {},
    });
    const elsewhere = ensureChromium({
      env: { PATH: "/nowhere" },
      ...noKnownPaths,
      canInstall: false,
    });
    const failedInstall = ensureChromium({
      env: { PATH: "/nowhere" },
      ...noKnownPaths,
      canInstall: true,
      run: () => 100,
      log: () => {},
    });

    expect(debian).toEqual({ path: "/usr/bin/chromium", installed: true });
    expect(commands).toEqual(["apt-get update", "apt-get install -y chromium"]);
    expect(elsewhere.error).toMatch(/need Chromium or Chrome, and none was found/);
    expect(elsewhere.error).toMatch(/set CHROMIUM_PATH/);
    expect(failedInstall.error).toMatch(/^Installing chromium with apt-get failed/);
  });

  it("runs before the test command, failing fast with the message", () => {
    const script = join(import.meta.dirname, "ensure-chromium.mjs");
    const wrong = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: "/nowhere/chrome" },
      encoding: "utf8",
    });
    const own = binDir("chrome");
    const right = spawnSync(process.execPath, [script], {
      env: { ...process.env, CHROMIUM_PATH: own.path },
      encoding: "utf8",
    });

    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("CHROMIUM_PATH is /nowhere/chrome");
    expect(right.status).toBe(0);
  });
});
