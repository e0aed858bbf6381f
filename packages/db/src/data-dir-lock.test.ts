import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createDb } from "./client";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

describe("the PGlite data directory lock", () => {
  it("refuses a second opener with a clear message, and frees the directory on close", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lock-test-"));
    const first = await createDb({ dataDir });
    // The lock file names this process as the holder.
    const lockFile = join(dataDir, "studio.lock");
    expect(JSON.parse(readFileSync(lockFile, "utf8"))).toEqual({
      pid: process.pid,
      host: hostname(),
    });

    await expect(createDb({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(createDb({ dataDir })).rejects.toThrow(
      /already in use by another running instance/,
    );

    await first.close();
    expect(existsSync(lockFile)).toBe(false);
    const again = await createDb({ dataDir });
    await again.close();
  }, 60_000);

  it("refuses while another live process holds the lock", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-live-"));
    // The parent of this test process is alive for the whole test.
    writeFileSync(
      join(dir, "studio.lock"),
      JSON.stringify({ pid: process.ppid, host: hostname() }),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(DataDirLockedError);
  });

  it("takes over the lock of a process that died without releasing it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lock-dead-"));
    // pid 2^22 + 1 is above Linux's pid_max, so no live process has it.
    writeFileSync(join(dir, "studio.lock"), JSON.stringify({ pid: 4_194_305, host: hostname() }));
    const release = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(join(dir, "studio.lock"), "utf8")).pid).toBe(process.pid);
    await release();
    expect(existsSync(join(dir, "studio.lock"))).toBe(false);
  });
});
