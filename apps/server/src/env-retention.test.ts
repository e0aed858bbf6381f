import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./env";

describe("RETENTION_YEARS", () => {
  const dir = mkdtempSync(join(tmpdir(), "env-retention-"));

  it("defaults to six years and reads a whole number of years", () => {
    expect(loadConfig({ DATA_DIR: dir }).retentionYears).toBe(6);
    expect(loadConfig({ DATA_DIR: dir, RETENTION_YEARS: "" }).retentionYears).toBe(6);
    expect(loadConfig({ DATA_DIR: dir, RETENTION_YEARS: "10" }).retentionYears).toBe(10);
  });

  it("stops boot with a message naming the variable", () => {
    for (const value of ["0", "-1", "2.5", "six", "101"]) {
      expect(() => loadConfig({ DATA_DIR: dir, RETENTION_YEARS: value })).toThrow(
        /RETENTION_YEARS must be a whole number of years from 1 to 100/,
      );
    }
  });
});
