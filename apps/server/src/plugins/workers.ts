import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { openWorkerPools, type WorkerFiles } from "@studio/api";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * The worker modules beside this code: `dist/workers/*.js` in the built server (tsup bundles this
 * plugin into dist/server.js), `src/workers/*.ts` when running from sources (tsx, vitest), where
 * the threads need the TypeScript loader the dev tools use.
 */
export function workerFiles(): WorkerFiles {
  const fromSources = import.meta.url.endsWith(".ts");
  const file = (name: string) =>
    new URL(fromSources ? `../workers/${name}.ts` : `./workers/${name}.js`, import.meta.url).href;
  return {
    compliance: file("compliance"),
    documents: file("documents"),
    execArgv: fromSources
      ? ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href]
      : [],
  };
}

/**
 * CPU-heavy work on user input (compliance checks, document extraction) runs in worker threads
 * with limits (packages/api services/generation/worker-pools.ts); the pools close with the app.
 */
export const workersPlugin = fp(
  async (app: FastifyInstance, options: { files?: WorkerFiles }) => {
    const leave = openWorkerPools(options.files ?? workerFiles());
    app.addHook("onClose", leave);
  },
  { name: "workers" },
);
