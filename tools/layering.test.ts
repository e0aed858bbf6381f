import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The layer rules live in biome.json (`noRestrictedImports`, one override per folder), so
 * `pnpm lint` fails on a crossing import. This test proves each rule bites: it drops a probe
 * file with a crossing import into each guarded folder, runs Biome on the probes, and expects
 * the rule's message for every one, while the allowed imports beside them stay clean.
 */
const root = resolve(import.meta.dirname, "..");
const run = promisify(execFile);
const tag = randomBytes(4).toString("hex");
const probes: string[] = [];

interface Case {
  folder: string;
  code: string;
  /** The probe's extension (`.ts` unless given): benches are `.mjs`. */
  ext?: string;
  /** A fragment of the rule's message; undefined: the import is allowed. */
  message?: string;
}

const cases: Case[] = [
  {
    folder: "apps/web/src",
    code: 'import { seed } from "@studio/db";',
    message: "apps/web may import only @studio/shared",
  },
  {
    folder: "apps/web/src",
    code: 'import { sessionTtlMs } from "@studio/ai";',
    message: "apps/web may import only @studio/shared",
  },
  {
    folder: "apps/web/src",
    code: 'import { createCaller } from "@studio/api";',
    message: "apps/web may take only the AppRouter type",
  },
  {
    folder: "apps/web/src",
    code: 'import { sql } from "kysely";',
    message: "apps/web runs in the browser",
  },
  {
    folder: "apps/web/src",
    code: 'import type { AppRouter } from "@studio/api";\nimport { PRODUCT_NAME } from "@studio/shared";',
  },
  {
    folder: "apps/server/src/rest",
    code: 'import { findUserById } from "@studio/db";',
    message: "REST routes never touch the database",
  },
  {
    folder: "apps/server/src/rest",
    code: 'import { sql } from "kysely";',
    message: "REST routes never touch the database",
  },
  {
    folder: "apps/server/src/rest",
    code: 'import { generateCover } from "@studio/api";',
    message: "REST routes go through the tRPC caller",
  },
  {
    folder: "apps/server/src/rest",
    code: 'import { renderPrint } from "@studio/ai";',
    message: "REST routes go through the tRPC caller",
  },
  {
    folder: "apps/server/src/rest",
    code: 'import { createCaller } from "@studio/api";\nimport { giftTypes } from "@studio/shared";',
  },
  {
    folder: "packages/db/src",
    code: 'import { createCaller } from "@studio/api";',
    message: "packages/db is the bottom layer",
  },
  {
    folder: "packages/db/src",
    code: 'import { renderPrint } from "@studio/ai";',
    message: "packages/db is the bottom layer",
  },
  { folder: "packages/db/src", code: 'import { AppError } from "@studio/shared";' },
  {
    folder: "packages/shared/src",
    code: 'import type { Db } from "@studio/db";',
    message: "packages/shared imports no other package",
  },
  {
    folder: "packages/ai/src",
    code: 'import type { Db } from "@studio/db";',
    message: "packages/ai may import only @studio/shared",
  },
  {
    folder: "packages/ai/src",
    code: 'import { createCaller } from "@studio/api";',
    message: "packages/ai may import only @studio/shared",
  },
  {
    folder: "packages/api/src",
    code: 'import { seed } from "@studio/db/src/seed";',
    message: "only through its public entry",
  },
  {
    folder: "packages/api/src",
    code: 'import { seed } from "../../db/src/seed";',
    message: "only through its public entry",
  },
  {
    folder: "apps/server/src",
    code: 'import { seed } from "../../../packages/db/src/seed";',
    message: "only through its public entry",
  },
  {
    folder: "apps/server/src",
    code: 'import { seed } from "@studio/db";\nimport { createTestDb } from "@studio/db/testing";',
  },
  {
    folder: "e2e",
    code: 'import { authMessages } from "../packages/shared/src/messages";',
    message: "e2e and bench drive the app from outside",
  },
  {
    folder: "e2e",
    code: 'import { startFakeOpenAiServer } from "../packages/ai/src/testing/fake-openai-server";',
    message: "e2e and bench drive the app from outside",
  },
  {
    folder: "e2e",
    code: 'import { authMessages } from "@studio/shared/src/messages";',
    message: "e2e and bench drive the app from outside",
  },
  {
    folder: "e2e",
    code: 'import { authMessages } from "@studio/shared";\nimport { readPngInfo } from "@studio/ai/testing";',
  },
  {
    folder: "bench",
    ext: ".mjs",
    code: 'import { createDb } from "../packages/db/src/client.ts";',
    message: "e2e and bench drive the app from outside",
  },
  {
    folder: "bench",
    ext: ".mjs",
    code: 'import { loadConfig } from "../apps/server/src/env.ts";',
    message: "e2e and bench drive the app from outside",
  },
  {
    folder: "bench/lib",
    ext: ".mjs",
    code: 'import { hashPassword } from "../../packages/api/src/services/accounts/passwords.ts";',
    message: "e2e and bench drive the app from outside",
  },
  {
    folder: "bench",
    ext: ".mjs",
    code: 'import { createDb } from "@studio/db";\nimport { dashboard } from "@studio/api/testing";\nimport { buildApp } from "@studio/server/testing";',
  },
];

afterAll(async () => {
  await Promise.all(probes.map((file) => rm(file, { force: true })));
});

describe("layer rules in biome.json", () => {
  it("fail `biome lint` on every crossing import and pass the allowed ones", async () => {
    const files = cases.map((c, i) =>
      join(root, c.folder, `layering-probe-${tag}-${i}${c.ext ?? ".ts"}`),
    );
    probes.push(...files);
    await Promise.all(cases.map((c, i) => writeFile(files[i]!, `${c.code}\n`)));

    const { output, failed } = await run(
      join(root, "node_modules/.bin/biome"),
      ["lint", "--only=style/noRestrictedImports", "--max-diagnostics=200", ...files],
      { cwd: root, maxBuffer: 10 * 1024 * 1024 },
    ).then(
      (r) => ({ output: r.stdout + r.stderr, failed: false }),
      (e: { stdout: string; stderr: string }) => ({ output: e.stdout + e.stderr, failed: true }),
    );
    expect(failed).toBe(true);

    // Biome prints each diagnostic as a header line naming the file, then the message.
    const byFile = new Map<string, string>();
    for (const block of output.split(/\n(?=\S[^\n]*lint\/style\/noRestrictedImports)/)) {
      const file = files.find((f) => block.includes(f.slice(root.length + 1)));
      if (file) byFile.set(file, (byFile.get(file) ?? "") + block);
    }
    cases.forEach((c, i) => {
      const diagnostics = byFile.get(files[i]!) ?? "";
      if (c.message) expect(diagnostics, `${c.folder}: ${c.code}`).toContain(c.message);
      else expect(diagnostics, `${c.folder}: ${c.code}`).toBe("");
    });
  }, 60_000);
});
