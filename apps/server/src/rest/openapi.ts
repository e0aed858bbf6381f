import { createHash } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "../openapi/document";

const DOCUMENT_PATH = "/api/openapi.json";
const DOCS_PREFIX = "/api/docs";
const DOCS_PATHS = [DOCS_PREFIX, `${DOCS_PREFIX}/`, `${DOCS_PREFIX}/js/scalar.js`] as const;
/** What Scalar's answers keep; the rest (security headers among them) is this server's. */
const DOCS_HEADERS = ["content-type", "location"] as const;

/**
 * Scalar's plugin in a Fastify of its own, built on the first visit to the reference page: its
 * module carries the whole page script (5 MB) and cost every start-up 0.35 s to load, for a
 * page few open. Our routes answer with what it answers.
 */
function scalarReference() {
  let built: Promise<FastifyInstance> | undefined;
  const build = async (): Promise<FastifyInstance> => {
    const { default: scalarApiReference } = await import("@scalar/fastify-api-reference");
    const reference = Fastify({ logger: false });
    await reference.register(scalarApiReference, {
      routePrefix: DOCS_PREFIX,
      configuration: {
        url: DOCUMENT_PATH,
        pageTitle: "Pressroom AI API reference",
        // Fonts would come from Scalar's CDN; the system fonts serve offline.
        withDefaultFonts: false,
        hideClientButton: true,
        // Developer tools and the AI agent call Scalar's hosted services: not ours to enable.
        showDeveloperTools: "never",
        agent: { disabled: true },
        telemetry: false,
      },
    });
    await reference.ready();
    return reference;
  };
  return {
    get(): Promise<FastifyInstance> {
      built ??= build().catch((error: unknown) => {
        built = undefined; // the next visit tries again
        throw error;
      });
      return built;
    },
    async close(): Promise<void> {
      await (await built?.catch(() => undefined))?.close();
    },
  };
}

/**
 * `GET /api/openapi.json`: the OpenAPI 3.1 document (built once, from the routes' zod schemas),
 * and `/api/docs`: a reference page for people, rendered by Scalar from its bundled script (no
 * CDN: it works offline and under our CSP).
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let body: string | undefined;
  app.get(DOCUMENT_PATH, async (_request, reply) => {
    body ??= JSON.stringify(buildOpenApiDocument());
    return reply.type("application/json; charset=utf-8").send(body);
  });

  await app.register(async (scope) => {
    // Scalar's page starts itself with one inline script: allow exactly that script by its hash
    // (CSP script-src stays 'self' everywhere else), and nothing from another origin.
    scope.addHook("onSend", async (_request, reply, payload) => {
      const type = String(reply.getHeader("content-type") ?? "");
      if (!type.startsWith("text/html") || typeof payload !== "string") return payload;
      const hashes = [...payload.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
        .map((m) => m[1] ?? "")
        .filter((code) => code.trim() !== "")
        .map((code) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
      const csp = String(reply.raw.getHeader("content-security-policy") ?? "");
      reply.header(
        "content-security-policy",
        csp.replace(/script-src 'self'/, `script-src 'self' ${hashes.join(" ")}`),
      );
      return payload;
    });
    const reference = scalarReference();
    for (const url of DOCS_PATHS) {
      scope.get(url, async (request, reply) => {
        const answer = await (await reference.get()).inject({ method: "GET", url: request.url });
        for (const name of DOCS_HEADERS) {
          const value = answer.headers[name];
          if (value !== undefined) reply.header(name, value);
        }
        return reply.code(answer.statusCode).send(answer.payload);
      });
    }
    scope.addHook("onClose", () => reference.close());
  });
}
