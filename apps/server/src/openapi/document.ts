import { answer, apiKeyScopeLabels, apiKeyScopes, PRODUCT_NAME } from "@studio/shared";
import { z } from "zod";
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
} from "zod-openapi";
import { SESSION_COOKIE } from "../plugins/session";
import { type RouteDoc, routeDocs } from "./documented-routes";

const security: Record<RouteDoc["access"], Record<string, string[]>[]> = {
  public: [{}, { apiKey: [] }, { session: [] }],
  user: [{ apiKey: [] }, { session: [] }],
  admin: [{ apiKey: [] }, { session: [] }],
  reviewer: [{ apiKey: [] }, { session: [] }],
  session: [{ session: [] }],
};

const accessNote: Record<RouteDoc["access"], string> = {
  public: "Open to everyone.",
  user: "Needs a signed-in account.",
  admin: "Administrators only.",
  reviewer: "Reviewers and administrators only.",
  session: "Needs a signed-in session: API keys cannot call it.",
};

function operation(route: RouteDoc): ZodOpenApiOperationObject {
  const params = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const produces = route.produces ?? "application/json";
  return {
    summary: route.summary,
    description: [accessNote[route.access], route.scope ? `API key scope: \`${route.scope}\`.` : ""]
      .filter(Boolean)
      .join(" "),
    tags: [route.tag],
    security: security[route.access],
    ...(params.length || route.query
      ? {
          requestParams: {
            ...(params.length
              ? { path: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) }
              : {}),
            ...(route.query ? { query: route.query } : {}),
          },
        }
      : {}),
    ...(route.body
      ? { requestBody: { required: true, content: { "application/json": { schema: route.body } } } }
      : {}),
    responses: {
      [String(route.status ?? 200)]: {
        description: route.status === 201 ? "Created" : route.status === 202 ? "Accepted" : "OK",
        content: { [produces]: { schema: route.response } },
      },
      "4XX": {
        description:
          "Refused: 400 bad input, 401 not signed in or a wrong/expired/revoked key, 403 not allowed or a missing key scope, 404 not found, 429 too many requests",
        content: { "application/json": { schema: answer.errorBody } },
      },
    },
  };
}

/** The OpenAPI 3.1 document of every documented /api path (built once per process). */
export function buildOpenApiDocument(): ReturnType<typeof createDocument> {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routeDocs) {
    paths[route.path] = { ...paths[route.path], [route.method]: operation(route) };
  }
  const scopes = apiKeyScopes.map((s) => `- \`${s}\`: ${apiKeyScopeLabels[s]}`).join("\n");
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: `${PRODUCT_NAME} API`,
      version: "1.0.0",
      description: [
        "The documented REST paths. Typed tools can call the same procedures over tRPC with `@studio/client`.",
        "",
        "Authenticate with the session cookie (the web app) or an API key: `Authorization: Bearer pr_…`. Create keys in the app under **API keys**. A key acts as its owner, limited to its scopes:",
        "",
        scopes,
      ].join("\n"),
    },
    servers: [{ url: "/" }],
    components: {
      securitySchemes: {
        apiKey: {
          type: "http",
          scheme: "bearer",
          description: "A personal API key (`pr_…`), limited to its scopes.",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description:
            "The web app's session. Changes must be same-origin JSON requests (CSRF protection).",
        },
      },
    },
    paths,
  });
}
