import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createDb } from "./client";
import { DataDirLockedError } from "./data-dir-lock";

describe("the PGlite data directory lock", () => {
  it("refuses a second opener with a clear message, and frees the directory on close", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "lock-test-"));
    const first = await createDb({ dataDir });

    await expect(createDb({ dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(createDb({ dataDir })).rejects.toThrow(
      /already in use by another running instance/,
    );

    await first.close();
    const again = await createDb({ dataDir });
    await again.close();
  }, 60_000);
});
