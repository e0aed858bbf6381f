import type { FastifyRequest } from "fastify";

/**
 * What a REST route takes from the request for its procedure. Nothing here validates: the
 * procedure's zod schema checks every value exactly as it does for tRPC, so a bad field is the
 * same 400 on both transports.
 */

/**
 * Request data handed to a procedure unvalidated, typed as the input the call site expects
 * (TypeScript infers `Input` from the procedure's parameter).
 */
export function unvalidated<Input>(value: unknown): Input {
  return value as Input;
}

/** The JSON body, unvalidated. A missing body is an empty object. */
export function untrustedBody<Input>(request: FastifyRequest): Input {
  return unvalidated<Input>(request.body ?? {});
}

/** The JSON body's fields; a body that is not an object (an array, a string) has none. */
export function bodyFields(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body;
  return typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The query string's values, a copy the caller may add to. */
export function queryFields(request: FastifyRequest): Record<string, unknown> {
  const query = request.query;
  return typeof query === "object" && query !== null ? { ...query } : {};
}

/**
 * A path parameter as a number: digits become the number, anything else is passed on unchanged
 * so the procedure's schema refuses it with the same 400 ('Invalid id') tRPC gives.
 */
export function pathNumber(request: FastifyRequest, name: string): number {
  const raw = (request.params as Record<string, unknown>)[name];
  return (typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw) as number;
}

/** The path's `:id` (see `pathNumber`). */
export function pathId(request: FastifyRequest): number {
  return pathNumber(request, "id");
}

/** A query-string value, or undefined when absent or blank ("?productId=" means no filter). */
export function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
