import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../testing";
import { buildPreloadHints } from "./spa-preload-hints";

// The shape `vite build` writes with `build.manifest: true`, in miniature.
const manifest = {
  "index.html": {
    file: "assets/index-A1.js",
    isEntry: true,
    css: ["assets/index-G7.css"],
    imports: ["_Loader-B2.js"],
    dynamicImports: ["src/routes/login.tsx", "src/routes/chat.tsx"],
  },
  "_Loader-B2.js": { file: "assets/Loader-B2.js" },
  "_TextInput-C3.js": { file: "assets/TextInput-C3.js", imports: ["_Loader-B2.js"] },
  "src/routes/login.tsx": {
    file: "assets/login-D4.js",
    isDynamicEntry: true,
    imports: ["index.html", "_TextInput-C3.js"],
  },
  "src/routes/chat.tsx": {
    file: "assets/chat-E5.js",
    isDynamicEntry: true,
    imports: ["index.html", "_TextInput-C3.js"],
    css: ["assets/chat-F6.css", "assets/index-G7.css"],
  },
};

// What apps/web/build/page-modules.ts writes beside the manifest, for the pages above.
const pageModules = {
  login: ["src/routes/login.tsx"],
  signup: ["src/routes/signup.tsx"],
  chat: ["src/routes/chat.tsx"],
  "admin-dashboard": [
    "src/routes/admin-dashboard.tsx",
    "src/features/admin/dashboard/dashboard-panel.tsx",
  ],
};

describe("buildPreloadHints", () => {
  it("lists the main bundle's files first, then the page's chunk and its imports, once each", () => {
    const hints = buildPreloadHints(manifest, pageModules);

    // The main bundle first, so a page's many chunks cannot queue it behind them.
    expect(hints.get("login")).toBe(
      [
        "</assets/index-A1.js>; rel=modulepreload",
        "</assets/Loader-B2.js>; rel=modulepreload",
        "</assets/login-D4.js>; rel=modulepreload",
        "</assets/TextInput-C3.js>; rel=modulepreload",
        "</assets/index-G7.css>; rel=preload; as=style; crossorigin",
      ].join(", "),
    );
    expect(hints.get("chat")).toContain(
      "</assets/chat-F6.css>; rel=preload; as=style; crossorigin",
    );
    expect(hints.get("chat")?.match(/index-G7\.css/g)).toHaveLength(1);
    expect(hints.has("signup")).toBe(false);
  });

  it("adds the first panel an admin page loads lazily itself, after the page's own chunk", () => {
    const hints = buildPreloadHints(
      {
        ...manifest,
        "src/routes/admin-dashboard.tsx": {
          file: "assets/admin-dashboard-H8.js",
          imports: ["index.html"],
        },
        "src/features/admin/dashboard/dashboard-panel.tsx": {
          file: "assets/dashboard-panel-J9.js",
          imports: ["index.html", "_TextInput-C3.js"],
        },
        "src/features/admin/usage/usage-panel.tsx": { file: "assets/usage-panel-K1.js" },
      },
      pageModules,
    );

    const links = hints.get("admin-dashboard")?.split(", ") ?? [];
    expect(links.slice(2)).toEqual([
      "</assets/admin-dashboard-H8.js>; rel=modulepreload",
      "</assets/dashboard-panel-J9.js>; rel=modulepreload",
      "</assets/TextInput-C3.js>; rel=modulepreload",
      "</assets/index-G7.css>; rel=preload; as=style; crossorigin",
    ]);
  });
});

describe("the SPA's HTML", () => {
  let webDistDir: string;
  let t: TestApp;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), "preload-hints-test-"));
    mkdirSync(join(webDistDir, ".vite"));
    writeFileSync(join(webDistDir, "index.html"), "<!doctype html><div id=root></div>");
    writeFileSync(join(webDistDir, ".vite", "manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(webDistDir, ".vite", "page-modules.json"), JSON.stringify(pageModules));
    t = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
  });

  afterAll(async () => {
    await t?.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it("carries modulepreload hints for the lazy page being opened", async () => {
    const client = t.client();
    await client.loginAs(TEST_ADMIN);
    const response = await client.get("/chat/12?x=1");

    expect(response.statusCode).toBe(200);
    expect(response.headers.link).toContain("</assets/chat-E5.js>; rel=modulepreload");
    // The page's data comes first, so it does not wait behind the scripts for a connection.
    expect(String(response.headers.link).split(", ")[0]).toMatch(
      /^<\/trpc\/.*rel=preload; as=fetch/,
    );
  });

  it("sends no module hints for the home page, whose code index.html already names", async () => {
    const response = await t.app.inject({ method: "GET", url: "/" });

    expect(response.statusCode).toBe(200);
    expect(String(response.headers.link)).not.toContain("modulepreload");
  });
});
