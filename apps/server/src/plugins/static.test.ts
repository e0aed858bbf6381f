import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { PRERENDERED_DIR, RETURN_TO_COOKIE, SIGNED_OUT_FROM_COOKIE } from "@studio/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ADMIN, type TestApp } from "../testing";

const ASSET = "/assets/app-Bx3k9Qz1.js";
const script = Buffer.from(`export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`);
const html =
  '<!doctype html><html><head><script type="module" src="/assets/app-Bx3k9Qz1.js"></script></head><body><div id="root"></div></body></html>';

let webDistDir: string;
let t: TestApp;

beforeAll(async () => {
  // A web build in miniature: a hashed script with the siblings the Vite build writes.
  webDistDir = mkdtempSync(join(tmpdir(), "static-test-"));
  mkdirSync(join(webDistDir, "assets"));
  writeFileSync(join(webDistDir, "index.html"), html);
  writeFileSync(join(webDistDir, ASSET), script);
  writeFileSync(join(webDistDir, `${ASSET}.br`), brotliCompressSync(script));
  writeFileSync(join(webDistDir, `${ASSET}.gz`), gzipSync(script));
  // The prerendered pages (apps/web/build/prerender.ts), each marked with its own name.
  mkdirSync(join(webDistDir, PRERENDERED_DIR));
  for (const file of ["login.html", "login~chat.html", "admin-login.html", "signup.html"]) {
    writeFileSync(join(webDistDir, PRERENDERED_DIR, file), `<div id="root">${file}</div>`);
  }
  t = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
});

afterAll(async () => {
  await t?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({
    method: "GET",
    url,
    headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
  });
}

describe("static assets", () => {
  it("sends the brotli file when the browser accepts br, and it decodes to the script", async () => {
    const response = await get(ASSET, "gzip, deflate, br");

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.rawPayload.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(response.rawPayload).equals(script)).toBe(true);
  });

  it("sends the gzip file to a browser that accepts only gzip", async () => {
    const response = await get(ASSET, "gzip");

    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).equals(script)).toBe(true);
  });

  it("sends the plain bytes when no encoding is accepted, still varying on it", async () => {
    const response = await get(ASSET);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it("falls back to the plain file when the build wrote no compressed sibling", async () => {
    const response = await get("/", "br, gzip");

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toBe(html);
  });

  it("leaves API answers uncompressed (no global compression in front of the streams)", async () => {
    const health = await get("/healthz", "br, gzip");
    const trpc = await get("/trpc/auth.me", "br, gzip");

    expect(health.statusCode).toBe(200);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(trpc.statusCode).toBe(200);
    expect(trpc.headers["content-encoding"]).toBeUndefined();
    expect(trpc.json()).toEqual({ result: { data: null } });
  });
});

describe("prerendered pages", () => {
  it("sends each sign-in page's prerendered HTML in place of the empty index.html", async () => {
    expect((await get("/login")).body).toContain("login.html");
    expect((await get("/auth")).body).toContain("login.html");
    expect((await get("/signup/")).body).toContain("signup.html");
    expect((await get("/admin/login?next=1")).body).toContain("admin-login.html");
    const login = await get("/login");
    expect(login.headers["cache-control"]).toBe("no-cache");
    expect(login.headers["content-type"]).toMatch(/^text\/html/);
  });

  it("sends the empty index.html for pages that depend on who is asking", async () => {
    expect((await get("/")).body).toBe(html);
    expect((await get("/admin/users")).body).toBe(html);
    expect((await get("/no-such-page")).body).toBe(html);
  });

  it("sends the login page with the card of the page that redirected there", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/auth",
      headers: { cookie: `${SIGNED_OUT_FROM_COOKIE}=chat` },
    });
    const unknown = await t.app.inject({
      method: "GET",
      url: "/auth",
      headers: { cookie: `${SIGNED_OUT_FROM_COOKIE}=toString` },
    });

    expect(response.body).toContain("login~chat.html");
    expect(unknown.body).toContain("login.html");
    expect(unknown.body).not.toContain("~");
  });
});

describe("signed-out visits to pages that need a session", () => {
  it.each([
    ["/chat", "/auth", "chat"],
    ["/chat/42", "/auth", "chat"],
    ["/api-keys", "/auth", "api-keys"],
    ["/content", "/login", "content"],
    ["/content/7", "/login", "content-item"],
    ["/admin?tab=products", "/admin/login", "admin-dashboard"],
  ])("redirects %s to %s, naming the page in a short-lived cookie", async (url, to, page) => {
    const response = await t.app.inject({ method: "GET", url, headers: { cookie: "sid=stale" } });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(to);
    expect(response.headers["cache-control"]).toBe("no-store");
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toContain(`${SIGNED_OUT_FROM_COOKIE}=${page}`);
    expect(cookie).toMatch(/Max-Age=60/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it("names the page's own path, query included, for the login page to return to", async () => {
    const response = await get("/content/7?version=2");
    const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    const returnTo = cookies.find((cookie) => cookie.startsWith(`${RETURN_TO_COOKIE}=`));

    expect(returnTo).toBeDefined();
    expect(decodeURIComponent(String(returnTo).split(";")[0] ?? "")).toBe(
      `${RETURN_TO_COOKIE}=/content/7?version=2`,
    );
    expect(returnTo).toMatch(/Max-Age=60/);
    expect(returnTo).toMatch(/SameSite=Lax/);
  });

  it("names no path that safeReturnTo refuses (here, an overlong one)", async () => {
    const response = await get(`/chat?q=${"a".repeat(2_000)}`);
    expect(response.statusCode).toBe(302);
    const cookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
    expect(cookies.some((cookie) => cookie.startsWith(`${RETURN_TO_COOKIE}=`))).toBe(false);
  });

  it("does not redirect /admin/users: signed out, it shows Access Denied", async () => {
    const response = await get("/admin/users");
    expect(response.statusCode).toBe(200);
  });

  it("serves the pages themselves to a signed-in browser", async () => {
    const client = t.client();
    await client.loginAs(TEST_ADMIN);

    for (const url of ["/chat", "/chat/42", "/api-keys", "/content", "/content/7", "/admin"]) {
      const response = await client.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(html);
    }
  });

  it("redirects again once the browser has logged out", async () => {
    const client = t.client();
    await client.loginAs(TEST_ADMIN);
    await client.post("/api/logout");

    const response = await client.get("/chat");
    expect(response.statusCode).toBe(302);
  });
});
