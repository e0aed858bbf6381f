import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import {
  CURRENT_USER_DATA_URL,
  httpMessages,
  type LazySpaPage,
  lazySpaPageFor,
  routeDataUrlFor,
} from "@studio/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { loadPreloadHints } from "./spa-preload-hints";

const API_PREFIXES = ["/api/", "/trpc/", "/healthz", "/readyz"];

/**
 * Serves the built SPA. Hashed assets are cached for a year; index.html never, so a deploy is
 * picked up at once. Unknown non-API paths get index.html and the SPA shows its own 404 page.
 *
 * Text files go out as the `.br` or `.gz` sibling the web build wrote next to them (see
 * apps/web/vite.config.ts), chosen by Accept-Encoding, with `Vary: Accept-Encoding`. Only these
 * files: a global compression plugin would buffer the streamed tRPC answers.
 */
/**
 * The data a page waits for, requested with the HTML (`Link: rel=preload`) so it loads while the
 * bundle does; the SPA's start-up fetches the same URL (apps/web/src/lib/route-preload.ts).
 * A signed-in page's own batch (/chat, /admin, /admin/users, /content: see routeDataUrlFor) only
 * for a browser that carries a cookie: a signed-out visitor is sent to log in and never reads it. Every other page, and a
 * visitor without a cookie, gets the current-user answer the header waits for.
 */
function dataPreloadHint(page: LazySpaPage | null, request: FastifyRequest): string | undefined {
  const [pathname = "/", search = ""] = request.url.split("?");
  const routeData = routeDataUrlFor(page, { pathname, search });
  if (routeData && !request.headers.cookie) return undefined;
  return `<${routeData ?? CURRENT_USER_DATA_URL}>; rel=preload; as=fetch; crossorigin`;
}

export const staticPlugin = fp(
  async (app: FastifyInstance, { webDistDir }: { webDistDir: string }) => {
    const hasBuild = existsSync(join(webDistDir, "index.html"));
    const preloadHints = hasBuild ? loadPreloadHints(webDistDir) : new Map();
    if (hasBuild) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, path) {
          reply.header(
            "cache-control",
            path.includes(`${join(webDistDir, "assets")}`)
              ? "public, max-age=31536000, immutable"
              : "no-cache",
          );
        },
      });
    } else {
      app.log.warn({ webDistDir }, "the web app is not built; only the API is served");
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
      if (hasBuild && !isApi && (request.method === "GET" || request.method === "HEAD")) {
        const page = lazySpaPageFor(request.url.split("?")[0] ?? "/");
        const hints = page ? preloadHints.get(page) : undefined;
        const data = dataPreloadHint(page, request);
        const link = [hints, data].filter(Boolean).join(", ");
        if (link) reply.header("link", link);
        return reply.header("cache-control", "no-cache").sendFile("index.html");
      }
      return reply.code(404).send({ error: httpMessages.notFound });
    });
  },
  { name: "static" },
);
