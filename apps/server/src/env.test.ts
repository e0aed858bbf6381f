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
    expect(() => loadConfig({ TRUST_PROXY: "maybe" })).toThrow(/TRUST_PROXY must be false/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,not-an-ip" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, never 'every hop'", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-test-"));
    const of = (value: string) => loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
    expect(of("true")).toBe(1);
    expect(of("2")).toBe(2);
    expect(of("false")).toBe(false);
    expect(of("10.0.0.2, 172.16.0.0/12,::1")).toEqual(["10.0.0.2", "172.16.0.0/12", "::1"]);
  });

  it("requires SESSION_SECRET in production on PostgreSQL", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://localhost/x" }),
    ).toThrow(/SESSION_SECRET is required/);
  });
});
