import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The container files, checked for structure: there is no Docker engine where the tests run, so
 * this holds docker-compose.yml, the Dockerfile and the proxy config to the shape docs/operations.md
 * promises (one image built once, two replicas, PostgreSQL, a TLS proxy, health checks).
 */
const root = join(import.meta.dirname, "..", "..", "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: unknown;
  volumes?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] | string };
  deploy?: { replicas?: number };
  ports?: string[];
}

const compose = parse(read("docker-compose.yml")) as { services: Record<string, Service> };
const { postgres, app, proxy } = compose.services;
const healthTest = (service: Service | undefined) =>
  [service?.healthcheck?.test ?? []].flat().join(" ");

describe("docker-compose.yml", () => {
  it("runs PostgreSQL, the app and a proxy", () => {
    expect(Object.keys(compose.services).sort()).toEqual(["app", "postgres", "proxy"]);
    expect(postgres?.image).toMatch(/^postgres:/);
    expect(healthTest(postgres)).toContain("pg_isready");
  });

  it("runs two replicas of one image built from the Dockerfile, with no shared bind mount", () => {
    expect(app?.build).toEqual({ context: ".", dockerfile: "Dockerfile" });
    expect(app?.deploy?.replicas).toBe(2);
    expect(app?.command).toBeUndefined();
    expect(app?.volumes ?? []).toEqual([]);
  });

  it("starts the app on a healthy database and marks it healthy once /readyz answers", () => {
    expect(app?.depends_on?.postgres?.condition).toBe("service_healthy");
    expect(app?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(app?.environment?.NODE_ENV).toBe("production");
    expect(app?.environment?.SESSION_SECRET).toMatch(/:\?/);
    expect(healthTest(app)).toContain("/readyz");
  });

  it("puts a TLS proxy in front once the app is healthy, checking the replicas' /readyz", () => {
    expect(proxy?.image).toMatch(/^caddy:/);
    expect(proxy?.depends_on?.app?.condition).toBe("service_healthy");
    expect(proxy?.ports).toContain("443:443");
    expect(healthTest(proxy)).toContain("https://localhost/healthz");
    const mount = proxy?.volumes?.find((volume) => volume.endsWith(":/etc/caddy/Caddyfile:ro"));
    const caddyfile = read(String(mount?.split(":")[0]));
    expect(caddyfile).toContain("tls internal");
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 3000/);
    expect(caddyfile).toContain("health_uri /readyz");
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  const stages = [...dockerfile.matchAll(/^FROM \S+ AS (\w+)$/gm)].map((m) => m[1]);

  it("builds once in a build stage and runs from a separate runtime stage", () => {
    expect(stages).toEqual(["base", "build", "runtime"]);
    expect(dockerfile.match(/pnpm install /g)).toHaveLength(1);
    expect(dockerfile.match(/turbo run build/g)).toHaveLength(1);
    const runtime = dockerfile.slice(dockerfile.indexOf("AS runtime"));
    expect(runtime).not.toMatch(/pnpm (install|build)|turbo/);
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain("/healthz");
    expect(runtime).toMatch(/^CMD \["node", "server\/dist\/server\.js"\]$/m);
  });

  it("copies the build outputs from where the builds write them", () => {
    expect(dockerfile).toContain("COPY --from=build /app/apps/server/dist ./server/dist");
    expect(dockerfile).toContain("COPY --from=build /app/apps/web/dist ./web");
    expect(read("apps/server/tsup.config.ts")).toContain('outDir: "dist"');
    expect(read("apps/web/vite.config.ts")).toContain('outDir: "dist"');
  });

  it("runs on the Node.js line package.json supports", () => {
    const major = /ARG NODE_IMAGE=node:(\d+)-/.exec(dockerfile)?.[1];
    const engines = JSON.parse(read("package.json")).engines.node as string;
    expect(engines).toContain(`^${major}.`);
  });

  it("keeps installed and built files out of the build context", () => {
    const ignored = read(".dockerignore").split("\n");
    expect(ignored).toEqual(
      expect.arrayContaining(["**/node_modules", "**/dist", ".git", ".data"]),
    );
    expect(existsSync(join(root, "deploy", "Caddyfile"))).toBe(true);
  });
});
