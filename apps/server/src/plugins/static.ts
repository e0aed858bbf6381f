import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import {
  CURRENT_USER_DATA_URL,
  httpMessages,
  isSignInRequiredPage,
  type LazySpaPage,
  lazySpaPageFor,
  PRERENDERED_DIR,
  prerenderedFile,
  RETURN_TO_COOKIE,
  routeDataUrlFor,
  SIGN_IN_REDIRECTS,
  SIGNED_OUT_FROM_COOKIE,
  type SignInRequiredPage,
  safeReturnTo,
} from "@studio/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { loadPreloadHints } from "./spa-preload-hints";

const API_PREFIXES = ["/api/", "/trpc/", "/healthz", "/readyz"];

/**
 * The data a page waits for, requested with the HTML (`Link: rel=preload`) so it loads while the
 * bundle does; the SPA's start-up fetches the same URL (apps/web/src/lib/route-preload.ts).
 * A page's own batch (/chat, /admin, /admin/users, /content: see routeDataUrlFor) only for a
 * signed-in browser: signed out, those pages redirect or refuse and never read it. Every other
 * page gets the current-user answer the header waits for.
 */
function dataPreloadHint(
  page: LazySpaPage | null,
  location: { pathname: string; search: string },
  signedIn: boolean,
): string | undefined {
  const routeData = routeDataUrlFor(page, location);
  if (routeData && !signedIn) return undefined;
  return `<${routeData ?? CURRENT_USER_DATA_URL}>; rel=preload; as=fetch; crossorigin`;
}

/** Long enough to survive the redirect, short enough not to greet a later visit. */
const SIGNED_OUT_FROM_MAX_AGE_S = 60;

/**
 * A signed-out browser opening a page that needs a session goes straight to its login page
 * (SIGN_IN_REDIRECTS) instead of loading that page's code only to be sent away: a 302, with the
 * page it came from in a short-lived cookie so the login page can say why (SPEC 2's toast or
 * card), and the page's own path (RETURN_TO_COOKIE, only when safeReturnTo accepts it) so the
 * login page returns there after sign-in, as the SPA's own redirect does with router state.
 * A session that names a user counts as signed in; the SPA handles the rare one whose user is no
 * longer allowed in, as it does on navigation.
 */
function redirectSignedOut(
  page: SignInRequiredPage,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const cookie = {
    path: "/",
    sameSite: "lax",
    secure: request.protocol === "https",
    maxAge: SIGNED_OUT_FROM_MAX_AGE_S,
  } as const;
  reply.setCookie(SIGNED_OUT_FROM_COOKIE, page, cookie);
  const returnTo = safeReturnTo(request.url);
  if (returnTo !== null) reply.setCookie(RETURN_TO_COOKIE, returnTo, cookie);
  return reply.header("cache-control", "no-store").redirect(SIGN_IN_REDIRECTS[page], 302);
}

/** The page that redirected this browser to log in, from the cookie redirectSignedOut set. */
function signedOutFrom(request: FastifyRequest): SignInRequiredPage | null {
  const value = request.cookies[SIGNED_OUT_FROM_COOKIE];
  return isSignInRequiredPage(value) ? value : null;
}

/** The prerendered pages the web build wrote (apps/web/build/prerender.ts), by file name. */
function listPrerendered(webDistDir: string): Set<string> {
  const dir = join(webDistDir, PRERENDERED_DIR);
  return new Set(existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".html")) : []);
}

/**
 * Serves the built SPA. Hashed assets are cached for a year; HTML never, so a deploy is picked up
 * at once. Unknown non-API paths get index.html (or a page's prerendered HTML) and the SPA shows
 * its own 404 page.
 *
 * Text files go out as the `.br` or `.gz` sibling the web build wrote next to them (see
 * apps/web/build/precompress.ts), chosen by Accept-Encoding, with `Vary: Accept-Encoding`. Only
 * these files: a global compression plugin would buffer the streamed tRPC answers.
 */
export const staticPlugin = fp(
  async (app: FastifyInstance, { webDistDir }: { webDistDir: string }) => {
    const hasBuild = existsSync(join(webDistDir, "index.html"));
    const preloadHints = hasBuild ? loadPreloadHints(webDistDir) : new Map();
    const prerendered = hasBuild ? listPrerendered(webDistDir) : new Set<string>();
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
        const [pathname = "/", search = ""] = request.url.split("?");
        const page = lazySpaPageFor(pathname);
        const signedIn = request.session.get("userId") !== undefined;
        // The answer (redirect or page, its Link header's data hint, the prerendered file) depends
        // on the session and the signed-out-from cookie: a shared cache must not hand one
        // browser's answer to another.
        reply.header("vary", "Cookie");
        if (isSignInRequiredPage(page) && !signedIn) return redirectSignedOut(page, request, reply);
        const hints = page ? preloadHints.get(page) : undefined;
        const data = dataPreloadHint(page, { pathname, search }, signedIn);
        // The data first: the browser requests in this order, and on HTTP/1.1's six connections
        // a data request listed after 20-odd scripts waited for a free connection.
        const link = [data, hints].filter(Boolean).join(", ");
        if (link) reply.header("link", link);
        // A page that looks the same to everyone goes out as HTML that paints before any script.
        const file = prerenderedFile(page, signedOutFrom(request));
        const html = file && prerendered.has(file) ? join(PRERENDERED_DIR, file) : "index.html";
        return reply.header("cache-control", "no-cache").sendFile(html);
      }
      return reply.code(404).send({ error: httpMessages.notFound });
    });
  },
  { name: "static" },
);
