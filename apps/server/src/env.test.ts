import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("loadConfig", () => {
  it("has working defaults and keeps a generated session secret in DATA_DIR", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-test-"));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });

    expect(first).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      databaseUrl: undefined,
      seedDemo: true,
      trustProxy: false,
    });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(readFileSync(join(dir, "session-secret"), "utf8").trim()).toBe(first.sessionSecret);
    expect(statSync(join(dir, "session-secret")).mode & 0o777).toBe(0o600);
  });

  it("stops boot with a message naming the wrong variable", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY must be true or false/);
  });

  it("requires SESSION_SECRET in production on PostgreSQL", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://localhost/x" }),
    ).toThrow(/SESSION_SECRET is required/);
  });
});
