import type { z } from "zod";

/**
 * A documented /api path served by a procedure, declared on the procedure itself
 * (`.meta({ rest: … })`): the server registers the route from it and the OpenAPI document is
 * built from it, so a path, its summary and its shapes are written once.
 */
export interface RestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI form, `/api/content/{id}`. */
  path: string;
  summary: string;
  tag: string;
  /** 200 unless it creates (201) or queues work to be done later (202). */
  status?: 200 | 201 | 202;
  /** The answer's media type; JSON unless it is a PNG or a downloaded file. */
  produces?: "application/json" | "image/png" | "application/octet-stream";
  /** A path parameter whose input field has another name (`{n}` → `version`). */
  params?: Readonly<Record<string, string>>;
  /**
   * A legacy list path: the procedure answers a page and the route a plain array, one window
   * of it, with `X-Next-Cursor` naming the next window when there is one.
   */
  window?: boolean;
  /** Who may call it, where the procedure's own rule is not what the path documents. */
  access?: RestAccess;
  /** Documented where the path's legacy shape differs from the procedure's input or answer. */
  query?: z.ZodObject;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * Who may call a path: anyone; a signed-in account (session or key); an administrator; a
 * reviewer or administrator; or only a signed-in session (no API key).
 */
export type RestAccess = "public" | "user" | "admin" | "reviewer" | "session";

type RouteFields = Omit<RestRoute, "method" | "path" | "summary" | "tag">;

/** `.meta(rest.get("/api/content", "Content", "Your content"))` and so on. */
function routeOf(method: RestRoute["method"]) {
  return (path: string, tag: string, summary: string, fields: RouteFields = {}) => ({
    rest: { method, path, tag, summary, ...fields } satisfies RestRoute,
  });
}

export const rest = {
  get: routeOf("GET"),
  post: routeOf("POST"),
  /** A POST that makes something: it answers 201 with what it made. */
  create: (path: string, tag: string, summary: string, fields: RouteFields = {}) =>
    routeOf("POST")(path, tag, summary, { status: 201, ...fields }),
  put: routeOf("PUT"),
  patch: routeOf("PATCH"),
  delete: routeOf("DELETE"),
};
