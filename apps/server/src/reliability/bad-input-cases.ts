import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import type { FastifyInstance, InjectOptions, RouteOptions } from "fastify";
import Fastify from "fastify";
import { healthRoutes } from "../plugins/health";
import { imageRoutes } from "../rest/images";
import { procedureRoutes } from "../rest/procedure-routes-plugin";

/**
 * Generators of malformed requests for the bad-input reliability test. Everything is derived
 * from what the app declares (its REST routes and its tRPC procedures' input schemas), so a new
 * route or field is covered without editing the test.
 */

export const HUGE = "x".repeat(100 * 1024);

/** Values of the wrong type or out of range for any field. */
export const badValues: readonly unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  "abc",
  "",
  "   ",
  HUGE,
  [],
  [1, "a"],
  {},
  { $gt: "" },
  "<script>alert(1)</script>",
  "\u0000",
];

/** Path segments in place of an id. */
export const badIds: readonly string[] = [
  "abc",
  "-1",
  "0",
  "1.5",
  "1e3",
  "99999999999999999999999",
  "%00",
  "null",
  "%F0%9F%92%A9",
  HUGE.slice(0, 190),
];

/** A body that claims to be JSON. */
const jsonBody = (payload: string, label: string) => ({
  payload,
  contentType: "application/json",
  label,
});

/** Whole bodies that are not the object a route expects, with the content type they claim. */
export const badBodies: readonly { payload: string; contentType: string; label: string }[] = [
  jsonBody("{", "broken JSON"),
  jsonBody('{"a":', "truncated JSON"),
  jsonBody("", "empty JSON body"),
  jsonBody("[]", "array"),
  jsonBody("[{}]", "array of objects"),
  jsonBody("null", "null"),
  jsonBody('"text"', "string"),
  jsonBody("42", "number"),
  jsonBody("{}", "missing fields"),
  { payload: "name=x&id=1", contentType: "application/x-www-form-urlencoded", label: "form" },
  { payload: "hello", contentType: "text/plain", label: "text/plain" },
  { payload: "{}", contentType: "application/xml", label: "xml type" },
  jsonBody(JSON.stringify({ a: HUGE }), "100 KB"),
];

export interface RouteRef {
  method: string;
  url: string;
}

/**
 * The REST routes, collected with an onRoute hook on an app that registers the same route
 * plugins app.ts does (buildApp offers no hook before it registers its routes). The test checks
 * every one of them exists on the real app, so this list cannot drift into routes that do not.
 */
export async function collectRestRoutes(): Promise<RouteRef[]> {
  const recorder = Fastify({ logger: false });
  const routes: RouteRef[] = [];
  recorder.addHook("onRoute", (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== "HEAD") routes.push({ method, url: route.url });
  });
  for (const plugin of [healthRoutes, procedureRoutes, imageRoutes]) {
    await recorder.register(plugin);
  }
  await recorder.ready();
  await recorder.close();
  return routes;
}

/** Every concrete URL to try for a route pattern: each bad id in each `:param`. */
export function urlsFor(pattern: string): string[] {
  if (!pattern.includes(":")) return [pattern];
  return badIds.map((id) => pattern.replace(/:[A-Za-z]+/g, id));
}

/** A well-formed id that names nothing (the largest 32-bit integer: the edge of the column). */
const ABSENT_ID = "2147483647";

/**
 * The requests to send to one REST route: each bad id with an empty object, then each bad body
 * and each all-fields-wrong bag on a well-formed id, so body validation is reached too.
 */
export function restCases(route: RouteRef): InjectOptions[] {
  const cases: InjectOptions[] = [];
  const method = route.method as InjectOptions["method"];
  const hasParams = route.url.includes(":");
  if (route.method === "GET" || route.method === "DELETE") {
    for (const url of urlsFor(route.url)) cases.push({ method, url });
    const url = route.url.replace(/:[A-Za-z]+/g, ABSENT_ID);
    cases.push({ method, url: `${url}?productId=abc&botType=%00&search=${HUGE.slice(0, 2000)}` });
    cases.push({ method, url: `${url}?productId=-1&productId=2&botType[]=x&conversationId=1e9` });
    return cases;
  }
  if (hasParams) {
    for (const url of urlsFor(route.url)) cases.push({ method, url, payload: "{}", headers: json });
  }
  const url = route.url.replace(/:[A-Za-z]+/g, ABSENT_ID);
  for (const body of badBodies) {
    cases.push({
      method,
      url,
      payload: body.payload,
      headers: { "content-type": body.contentType },
    });
  }
  for (const value of badValues) {
    cases.push({ method, url, payload: JSON.stringify(fieldBag(value)), headers: json });
  }
  return cases;
}

const json = { "content-type": "application/json" };

/** Every field name any route reads, all set to one bad value. */
function fieldBag(value: unknown): Record<string, unknown> {
  const fields = [
    "id",
    "name",
    "productId",
    "topicId",
    "botType",
    "type",
    "customPrompt",
    "giftType",
    "customTopic",
    "username",
    "email",
    "password",
    "rememberMe",
    "role",
    "approved",
    "title",
    "content",
    "template",
    "description",
    "active",
    "prompt",
    "size",
    "isHighResPublication",
    "headline",
    "conversationId",
  ];
  return Object.fromEntries(fields.map((f) => [f, value]));
}

/** A procedure's input field names, read through zod 4's wrappers (optional, pipe, union). */
export function inputKeys(schema: unknown, depth = 0): string[] {
  if (typeof schema !== "object" || schema === null || depth > 6) return [];
  const candidate = schema as { shape?: Record<string, unknown>; _zod?: { def?: unknown } };
  if (candidate.shape && typeof candidate.shape === "object") return Object.keys(candidate.shape);
  const def = candidate._zod?.def as Record<string, unknown> | undefined;
  if (!def) return [];
  const inner = [def.innerType, def.in, def.out, def.left, def.right, def.schema].flatMap((s) =>
    inputKeys(s, depth + 1),
  );
  const options = Array.isArray(def.options)
    ? def.options.flatMap((s: unknown) => inputKeys(s, depth + 1))
    : [];
  return [...new Set([...inner, ...options])];
}

export interface ProcedureRef {
  path: string;
  type: "query" | "mutation" | "subscription";
  keys: string[];
}

/** Every procedure of the router, flattened ("admin.products.create"), with its input fields. */
export function collectProcedures(router: AnyTRPCRouter): ProcedureRef[] {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.entries(procedures).map(([path, procedure]) => {
    const def = procedure._def as { type: ProcedureRef["type"]; inputs?: unknown[] };
    return { path, type: def.type, keys: (def.inputs ?? []).flatMap((i) => inputKeys(i)) };
  });
}

/** Per-field values: one of each kind of wrongness, so the count stays bounded per field. */
const perFieldValues: readonly unknown[] = [null, -1, 1.5, 1e308, "abc", "", HUGE, [], { $gt: "" }];

/**
 * The inputs to send to one procedure: whole wrong shapes, every field wrong at once, then each
 * field wrong on its own (the others missing).
 */
export function procedureInputs(procedure: ProcedureRef): unknown[] {
  const inputs: unknown[] = [null, [], [{}], "text", 42, {}, { unknown: HUGE }];
  for (const value of badValues) {
    if (procedure.keys.length > 0) {
      inputs.push(Object.fromEntries(procedure.keys.map((k) => [k, value])));
    }
  }
  for (const key of procedure.keys) {
    for (const value of perFieldValues) inputs.push({ [key]: value });
  }
  return inputs;
}

/** tRPC requests with broken framing rather than a bad input value. */
export function trpcFramingCases(procedure: ProcedureRef): InjectOptions[] {
  const url = `/trpc/${procedure.path}`;
  if (procedure.type === "query") {
    return [
      { method: "GET", url: `${url}?input={` },
      { method: "GET", url: `${url}?input=${encodeURIComponent(HUGE.slice(0, 4000))}` },
      { method: "GET", url: `${url}?batch=1&input={"0":` },
      { method: "GET", url: `${url}?batch=abc&input=[]` },
      { method: "POST", url, payload: "{}", headers: json },
    ];
  }
  return [
    { method: "POST", url, payload: "{", headers: json },
    { method: "POST", url, payload: "hello", headers: { "content-type": "text/plain" } },
    { method: "POST", url: `${url}?batch=1`, payload: '{"0":', headers: json },
    { method: "POST", url: `${url}?batch=1`, payload: "[1,2]", headers: json },
    { method: "GET", url },
  ];
}

/** The inject() options of one procedure call with `input`, as the tRPC client sends it. */
export function trpcCall(procedure: ProcedureRef, input: unknown): InjectOptions {
  const url = `/trpc/${procedure.path}`;
  return procedure.type === "query"
    ? { method: "GET", url: `${url}?input=${encodeURIComponent(JSON.stringify(input))}` }
    : { method: "POST", url, payload: JSON.stringify(input), headers: json };
}

/**
 * The human-readable message in an error body, whichever transport answered: REST's
 * `{ error }`, tRPC's `{ error: { message } }` (or a batch of them), Fastify's `{ message }`.
 */
export function errorMessageOf(body: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const one = (value: unknown): string | null => {
    if (typeof value !== "object" || value === null) return null;
    const record = value as { error?: unknown; message?: unknown };
    if (typeof record.error === "string") return record.error;
    if (typeof record.error === "object" && record.error !== null) {
      const message = (record.error as { message?: unknown }).message;
      if (typeof message === "string") return message;
      const json = (record.error as { json?: { message?: unknown } }).json;
      if (typeof json?.message === "string") return json.message;
    }
    return typeof record.message === "string" ? record.message : null;
  };
  if (Array.isArray(parsed)) {
    const messages = parsed.map(one);
    return messages.every((m) => m !== null && m.trim() !== "") ? messages.join(" | ") : null;
  }
  return one(parsed);
}

export type { FastifyInstance };
