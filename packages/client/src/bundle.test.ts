import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The client must be usable from a browser and from tools that never install the server: its
 * bundle holds no server code, only @trpc/client (a dependency) and our few lines.
 */
const run = promisify(execFile);
const packageDir = join(import.meta.dirname, "..");
const outDir = mkdtempSync(join(tmpdir(), "studio-client-"));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe("@studio/client bundle", () => {
  it("contains no server code and imports only @trpc/client", async () => {
    await run(
      process.execPath,
      [join(packageDir, "node_modules", "tsup", "dist", "cli-default.js")],
      {
        cwd: packageDir,
        env: { ...process.env, CLIENT_OUT_DIR: outDir },
      },
    );
    const files = readdirSync(outDir).filter((f) => f.endsWith(".js"));
    expect(files).toEqual(["index.js"]);
    const code = readFileSync(join(outDir, "index.js"), "utf8");

    expect(code).toContain("createStudioClient");
    for (const serverOnly of [
      "kysely",
      "fastify",
      "@studio/",
      "pglite",
      "argon2",
      "openai",
      "pg",
    ]) {
      expect(code.includes(`"${serverOnly}`), serverOnly).toBe(false);
    }
    expect(code).not.toMatch(/\bkysely\b|\bfastify\b|@studio\/(api|db|ai)/i);
    const imports = [...code.matchAll(/from\s+"([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(["@trpc/client"]));
    expect(code.length).toBeLessThan(5_000);
  });
});
