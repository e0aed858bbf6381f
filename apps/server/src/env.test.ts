import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { trustProxyOption } from "./app";
import { ConfigError, loadConfig } from "./env";
import { TRUST_PROXY_MAX_HOPS } from "./trust-proxy-setting";

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

  it("refuses a TRUST_PROXY that would let a client choose its own address, naming the variable", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-test-"));
    const refusals = [
      "1000",
      `${TRUST_PROXY_MAX_HOPS + 1}`,
      "0.0.0.0/0",
      "::/0",
      "0.0.0.0/1,128.0.0.0/1",
      "10.0.0.2, 0.0.0.0/2",
      "::ffff:0.0.0.0/96",
      "::/1",
      "8000::/1",
      "2000::/3",
      "0.0.0.0/7",
    ];
    for (const value of refusals) {
      let error: unknown;
      try {
        loadConfig({ DATA_DIR: dir, TRUST_PROXY: value });
      } catch (caught) {
        error = caught;
      }
      expect(error, value).toBeInstanceOf(ConfigError);
      expect((error as Error).message, value).toMatch(/^Invalid configuration: TRUST_PROXY /);
    }
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: "1000" })).toThrow(
      `at most ${TRUST_PROXY_MAX_HOPS}`,
    );
    expect(() => loadConfig({ DATA_DIR: dir, TRUST_PROXY: "0.0.0.0/0" })).toThrow(
      "0.0.0.0/0 is too wide",
    );
  });

  it("accepts hop counts up to the maximum and proxy ranges Fastify can use", () => {
    const dir = mkdtempSync(join(tmpdir(), "env-test-"));
    const accepted = [
      `${TRUST_PROXY_MAX_HOPS}`,
      "10.0.0.0/8",
      "fc00::/7",
      "fd12:3456::/32",
      "::ffff:10.0.0.0/104",
      "192.168.1.10/32, 2001:db8::1",
      "127.0.0.1",
    ];
    for (const value of accepted) {
      const setting = loadConfig({ DATA_DIR: dir, TRUST_PROXY: value }).trustProxy;
      // Boot builds Fastify with it: no raw TypeError from its address parser either.
      const app = Fastify({ trustProxy: trustProxyOption(setting) });
      expect(app, value).toBeDefined();
    }
  });

  it("requires SESSION_SECRET in production on PostgreSQL", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://localhost/x" }),
    ).toThrow(/SESSION_SECRET is required/);
  });
});
