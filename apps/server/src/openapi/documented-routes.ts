import type { ProcedureContract, RestAccess, RestRoute } from "@studio/api";
import { answer } from "@studio/shared";
import { z } from "zod";
import { pathParams, restContracts } from "../rest/procedure-routes";

/**
 * Every documented /api path as the OpenAPI document shows it. Nearly all are procedures'
 * (their `.meta({ rest })`, `.input()` and `.output()`); the image files are bytes no procedure
 * serves and are described here by hand.
 */
export interface RouteDoc {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI form: `/api/users/{id}` (Fastify's `:id`). */
  path: string;
  summary: string;
  tag: string;
  access: RestAccess;
  /** The API key scope it needs (none for session-only routes). */
  scope?: "read" | "generate" | "chat" | "admin";
  body?: z.ZodType;
  query?: z.ZodObject;
  response: z.ZodType;
  status?: 200 | 201 | 202;
  produces?: RestRoute["produces"];
}

/** The fields of an object input, none for any other schema. */
function fieldsOf(input: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  return input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>) : undefined;
}

/** A write's body: the input without the fields the path carries (they win over the body's). */
function bodyOf(input: z.ZodType | undefined, pathFields: string[]): z.ZodType | undefined {
  const fields = fieldsOf(input);
  if (!fields) return input;
  const rest = Object.entries(fields).filter(([name]) => !pathFields.includes(name));
  if (rest.length === 0) return undefined;
  return pathFields.length === 0 ? input : z.object(Object.fromEntries(rest));
}

/** A query value as a URL carries it: a string, or one of an enum's values. */
function queryValueOf(field: z.ZodType): z.ZodType {
  const inner =
    field instanceof z.ZodOptional || field instanceof z.ZodDefault ? field.unwrap() : field;
  return (
    inner instanceof z.ZodEnum ? z.enum(inner.options as [string, ...string[]]) : z.string()
  ).optional();
}

/** A read's query string: the input's other fields, each optional, as URLs carry them. */
function queryOf(input: z.ZodType | undefined, pathFields: string[]): z.ZodObject | undefined {
  const fields = Object.entries(fieldsOf(input) ?? {}).filter(
    ([name]) => !pathFields.includes(name),
  );
  if (fields.length === 0) return undefined;
  return z.object(Object.fromEntries(fields.map(([name, field]) => [name, queryValueOf(field)])));
}

function docOf(contract: ProcedureContract & { rest: RestRoute }): RouteDoc {
  const { rest } = contract;
  const pathFields = pathParams(rest.path).map((param) => rest.params?.[param] ?? param);
  const reads = rest.method === "GET" || rest.method === "DELETE";
  const body = rest.body ?? (reads ? undefined : bodyOf(contract.input, pathFields));
  const query =
    rest.query ?? (rest.method === "GET" ? queryOf(contract.input, pathFields) : undefined);
  const response = rest.response ?? contract.output;
  if (!response) throw new Error(`${contract.name} serves ${rest.path} without an output schema`);
  return {
    method: rest.method.toLowerCase() as RouteDoc["method"],
    path: rest.path,
    summary: rest.summary,
    tag: rest.tag,
    access: contract.access,
    ...(contract.scope && contract.scope !== "session" ? { scope: contract.scope } : {}),
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
    response,
    ...(rest.status ? { status: rest.status } : {}),
    ...(rest.produces ? { produces: rest.produces } : {}),
  };
}

/** The image files: served from the image store by `rest/images.ts`, not by a procedure. */
const filePaths: RouteDoc[] = [
  {
    method: "get",
    path: "/api/images/{file}",
    summary: "A generated image (`<id>.png`)",
    tag: "Generation",
    access: "public",
    response: answer.png,
    produces: "image/png",
  },
  {
    method: "get",
    path: "/api/images/{id}/print.png",
    summary: "A generated image at 300 DPI, as a download",
    tag: "Generation",
    access: "public",
    response: answer.png,
    produces: "image/png",
  },
];

/** Every documented path: the procedures', in the routers' order, then the files. */
export const routeDocs: RouteDoc[] = [...restContracts().map(docOf), ...filePaths];

/**
 * /api routes that are not part of the API they describe: the document itself and its
 * reader's page. The coverage test skips exactly these.
 */
export const undocumentedRoutes = [
  "GET /api/openapi.json",
  "GET /api/docs",
  "GET /api/docs/",
  "GET /api/docs/js/scalar.js",
];
