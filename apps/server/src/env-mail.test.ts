import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("SMTP_URL, MAIL_FROM, PUBLIC_URL", () => {
  const dir = mkdtempSync(join(tmpdir(), "env-mail-"));

  it("sends no e-mail unless SMTP_URL is set, and defaults the sender", () => {
    expect(loadConfig({ DATA_DIR: dir }).mail).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, SMTP_URL: "" }).mail).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dir, SMTP_URL: "smtps://me:pw@mail.example.com:465" }).mail,
    ).toEqual({
      smtpUrl: "smtps://me:pw@mail.example.com:465",
      from: "Pressroom AI <no-reply@localhost>",
    });
    const config = loadConfig({
      DATA_DIR: dir,
      SMTP_URL: "smtp://mail.example.com:587",
      MAIL_FROM: "News Desk <desk@example.com>",
      PUBLIC_URL: "https://studio.example.com",
    });
    expect(config.mail?.from).toBe("News Desk <desk@example.com>");
    expect(config.publicUrl).toBe("https://studio.example.com");
  });

  it("stops boot naming the variable, without repeating a password", () => {
    for (const value of ["mail.example.com", "http://mail.example.com", "smtp://", "smtp:/x"]) {
      expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: value })).toThrow(
        /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: "imap://me:hunter2@x" })).toThrow(
      /^(?!.*hunter2)/,
    );
    for (const value of ["nobody", "a b@example.com", "Desk <desk>", "<@x>"]) {
      expect(() => loadConfig({ DATA_DIR: dir, MAIL_FROM: value })).toThrow(
        /MAIL_FROM must be an e-mail address/,
      );
    }
    expect(() => loadConfig({ DATA_DIR: dir, PUBLIC_URL: "studio.example.com" })).toThrow(
      /PUBLIC_URL must be an http/,
    );
  });
});

describe("SEND_TEST_ALLOWLIST", () => {
  const dir = mkdtempSync(join(tmpdir(), "env-allowlist-"));

  it("is empty by default and reads comma-separated addresses, trimmed and lower-cased", () => {
    expect(loadConfig({ DATA_DIR: dir }).sendTestAllowlist).toEqual([]);
    expect(loadConfig({ DATA_DIR: dir, SEND_TEST_ALLOWLIST: "" }).sendTestAllowlist).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dir, SEND_TEST_ALLOWLIST: " QA@Example.com, ,editor@example.com," })
        .sendTestAllowlist,
    ).toEqual(["qa@example.com", "editor@example.com"]);
  });

  it("stops boot naming the variable when an entry is not an address", () => {
    expect(() =>
      loadConfig({ DATA_DIR: dir, SEND_TEST_ALLOWLIST: "qa@example.com,not-an-address" }),
    ).toThrow(/SEND_TEST_ALLOWLIST.*must be comma-separated e-mail addresses/);
  });
});
