/**
 * Builds a private copy of the server bundle (same settings as apps/server/tsup.config.ts) into
 * apps/server/node_modules/.bench-dist, optionally with source patches applied on the fly. Used
 * to measure a proposed change in a file another engineer owns without touching it, and to
 * keep a bench run stable while others rebuild apps/server/dist. Not used by `pnpm bench`.
 *
 * node bench/lib/build-server.mjs [patches.json]   (patches: [{ file, from, to }])
 * then: BENCH_SERVER_ENTRY=apps/server/node_modules/.bench-dist/server.js pnpm bench
 */
import { execFileSync } from "node:child_process";
import { readFileSync, realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { repoRoot } from "./server.mjs";

export const privateOutDir = join(repoRoot, "apps/server/node_modules/.bench-dist");

/**
 * patches: { file, from, to } replaces text; { file, rev } uses the file as committed in git
 * revision `rev` instead, to measure "before" a change.
 */
export async function buildServer(patches = [], outDir = privateOutDir) {
  // tsup's own esbuild, found from tsup's real (pnpm store) location.
  const require = createRequire(
    realpathSync(join(repoRoot, "apps/server/node_modules/tsup/package.json")),
  );
  const esbuild = require("esbuild");
  const used = new Set();
  await esbuild.build({
    entryPoints: [
      join(repoRoot, "apps/server/src/server.ts"),
      join(repoRoot, "apps/server/src/migrate-cli.ts"),
    ],
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    // Workspace packages are inlined, as tsup's noExternal does.
    plugins: [
      {
        name: "inline-workspace-and-patch",
        setup(build) {
          build.onResolve({ filter: /^@studio\// }, (args) => {
            const [, pkg, ...rest] = args.path.split("/");
            return { path: join(repoRoot, "packages", pkg, "src", `${rest.join("/")}.ts`) };
          });
          build.onLoad({ filter: /\.ts$/ }, (args) => {
            let contents = readFileSync(args.path, "utf8");
            for (const p of patches) {
              if (p.rev && args.path.endsWith(p.file)) {
                contents = execFileSync("git", ["show", `${p.rev}:${p.file}`], {
                  cwd: repoRoot,
                  encoding: "utf8",
                });
                used.add(p);
              } else if (args.path.endsWith(p.file) && contents.includes(p.from)) {
                contents = contents.replace(p.from, p.to);
                used.add(p);
              }
            }
            return { contents, loader: "ts" };
          });
        },
      },
    ],
  });
  const unused = patches.filter((p) => !used.has(p));
  if (unused.length) throw new Error(`patches not applied: ${JSON.stringify(unused)}`);
  return join(outDir, "server.js");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const patches = process.argv[2] ? JSON.parse(readFileSync(process.argv[2], "utf8")) : [];
  console.log(
    await buildServer(patches, process.argv[3] ? join(repoRoot, process.argv[3]) : privateOutDir),
  );
}
