import { createHash } from "node:crypto";
import { httpMessages, THEME_INIT_SCRIPT } from "@studio/shared";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";
import { bearerKey } from "../request-context";
import { SESSION_COOKIE } from "./session";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes a multipart body (an upload) instead of JSON. */
    acceptsMultipart?: boolean;
  }
}
const HSTS = "max-age=31536000; includeSubDomains";
const THEME_INIT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(THEME_INIT_SCRIPT).digest("base64")}'`;
const isApiPath = (url: string) => url.startsWith("/api/") || url.startsWith("/trpc/");

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Cookie-authenticated mutations must come from this origin and carry JSON. A form on another
 * site can neither send a JSON content type without CORS nor fake Sec-Fetch-Site/Origin, so
 * this closes CSRF without tokens. Requests without a session cookie, or without those
 * headers (non-browser API clients), are not affected.
 */
export function csrfRefusal(request: FastifyRequest): string | null {
  if (!MUTATING_METHODS.has(request.method)) return null;
  // A request with an API key is authenticated by the key alone: its context ignores the session
  // cookie (request-context.ts), so a cookie riding along grants nothing and there is nothing to
  // forge. A cross-site form cannot add an Authorization header, and a page that can (CORS is
  // not enabled) would only act with a key it already holds.
  if (bearerKey(request) !== undefined) return null;
  if (!request.cookies?.[SESSION_COOKIE] && !request.headers.cookie?.includes(`${SESSION_COOKIE}=`))
    return null;

  const site = request.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return httpMessages.crossSite;

  const origin = request.headers.origin;
  if (origin && !isSameOrigin(origin, request)) return httpMessages.crossSite;

  const hasBody =
    Number(request.headers["content-length"] ?? 0) > 0 ||
    request.headers["transfer-encoding"] !== undefined;
  const contentType = request.headers["content-type"] ?? "";
  // An upload route takes multipart; the Sec-Fetch-Site and Origin checks above still apply.
  const multipartRoute =
    request.routeOptions.config?.acceptsMultipart === true &&
    /^multipart\/form-data\b/i.test(contentType);
  if (hasBody && !multipartRoute && !/^application\/(.+\+)?json\b/i.test(contentType))
    return httpMessages.jsonOnly;
  return null;
}

function isSameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    // Compare normalised hosts: "http://localhost:80" and Host "localhost:80" are one origin.
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return false;
  }
}

export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    // Built once: @fastify/helmet rebuilt the whole middleware (and re-parsed the CSP) on every
    // request, a measurable share of each request's CPU.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script: index.html's theme script (THEME_INIT_SCRIPT), by its hash.
          scriptSrc: ["'self'", THEME_INIT_SCRIPT_HASH],
          // Mantine injects CSS variables and component styles at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // The SPA may open generated images from its own origin in a new tab.
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over HTTPS: over plain HTTP it means nothing to a browser and
      // would pin a development host (localhost) to HTTPS.
      strictTransportSecurity: false,
    });
    // Helmet only sets headers (it throws on bad options at construction, never per request).
    app.addHook("onRequest", (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, () => done());
    });

    app.addHook("onRequest", (request, reply, done) => {
      if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
      done();
    });

    // API answers depend on the session unless a route says otherwise (public images), so no
    // browser or shared cache may keep them: a personal answer must not outlive a sign-out or
    // reach the next person on a shared machine or proxy.
    app.addHook("onSend", (request, reply, payload, done) => {
      if (isApiPath(request.url) && !reply.hasHeader("cache-control")) {
        reply.header("cache-control", "no-store");
      }
      done(null, payload);
    });

    app.addHook("onRequest", async (request, reply) => {
      const refusal = csrfRefusal(request);
      if (refusal) return reply.code(403).send({ error: refusal });
    });
  },
  { name: "security", dependencies: ["session"] },
);
