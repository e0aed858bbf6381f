import { createHash } from "node:crypto";
import scalarApiReference from "@scalar/fastify-api-reference";
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "../openapi/document";

const DOCUMENT_PATH = "/api/openapi.json";

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
    await scope.register(scalarApiReference, {
      routePrefix: "/api/docs",
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
  });
}
