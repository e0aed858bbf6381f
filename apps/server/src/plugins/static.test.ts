import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing";

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
    const response = await get("/login", "br, gzip");

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
