import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginCookie, prepareDataDir, type SpawnedServer, spawnServer } from "./spawn-server";

/**
 * The example tool (examples/newsletter-tool) against a real server process: an administrator
 * creates a key with the read and generate scopes, and the tool, using the built @studio/client,
 * lists the products, streams a newsletter and prints its compliance report when there is one.
 */
const run = promisify(execFile);
const root = join(import.meta.dirname, "..", "..", "..", "..");
const clientDir = join(root, "packages", "client");
const dataDir = mkdtempSync(join(tmpdir(), "studio-example-"));
let server: SpawnedServer | undefined;

beforeAll(async () => {
  // CI runs the unit suite before `pnpm build`: build the client when it has not been built.
  if (!existsSync(join(clientDir, "dist", "index.js"))) {
    await run("pnpm", ["run", "build"], { cwd: clientDir });
  }
  await prepareDataDir(dataDir);
  server = await spawnServer(dataDir);
}, 180_000);
afterAll(() => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createKey(url: string, scopes: string[]): Promise<string> {
  const response = await fetch(`${url}/api/api-keys`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: await loginCookie(url) },
    body: JSON.stringify({ name: "newsletter tool", scopes }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { key: string }).key;
}

function runExample(url: string, apiKey: string) {
  return run(
    process.execPath,
    ["--import", "tsx", join(root, "examples/newsletter-tool/main.ts")],
    {
      cwd: join(root, "examples/newsletter-tool"),
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        STUDIO_URL: url,
        STUDIO_API_KEY: apiKey,
      },
      timeout: 60_000,
    },
  );
}

describe("examples/newsletter-tool", () => {
  it("lists products, writes a newsletter and reports on compliance with an API key", async () => {
    const url = server?.url ?? "";
    const key = await createKey(url, ["read", "generate"]);

    const { stdout } = await runExample(url, key);

    expect(stdout).toMatch(/Products \(\d+\):\n {2}#\d+ /);
    expect(stdout).toMatch(/Writing a newsletter: .+ \/ .+/);
    expect(stdout).toMatch(/Title: .+/);
    expect(stdout).toMatch(/Saved as content #\d+, [1-9]\d* characters streamed/);
    expect(stdout).toContain("Compliance report");
  });

  it("fails with the server's message when the key lacks a scope", async () => {
    const url = server?.url ?? "";
    const key = await createKey(url, ["read"]);

    const failure = await runExample(url, key).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure?.code).not.toBe(0);
    expect(failure?.stderr).toContain("This API key does not have the 'generate' scope.");
  });
});
