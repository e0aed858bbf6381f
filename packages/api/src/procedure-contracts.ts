import type { z } from "zod";
import type { OutputContract } from "./contract";
import type { RestAccess, RestRoute } from "./rest-meta";
import { appRouter } from "./root";
import type { Meta, ProcedureScope } from "./trpc";

/** One procedure as its metadata describes it: what it takes, answers and which path serves it. */
export interface ProcedureContract {
  /** Dotted path on the router, `content.get`. */
  name: string;
  type: "query" | "mutation" | "subscription";
  scope: ProcedureScope | undefined;
  access: RestAccess;
  /** Its input schema (none for a procedure that takes nothing). */
  input: z.ZodType | undefined;
  /** Its answer's schema (an event's, for a stream); undefined only when one is missing. */
  output: z.ZodType | undefined;
  rest: RestRoute | undefined;
}

interface ProcedureDef {
  type: ProcedureContract["type"];
  meta?: Meta;
  inputs: unknown[];
  output?: Partial<OutputContract<unknown>>;
}

/**
 * Every procedure of the app router with its contract, read from what each declares
 * (`.input`, `.output`, `.meta`): the REST routes and the OpenAPI document are built from it.
 */
export function procedureContracts(): ProcedureContract[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
  return Object.entries(procedures).map(([name, { _def }]) => ({
    name,
    type: _def.type,
    scope: _def.meta?.scope,
    access: _def.meta?.rest?.access ?? _def.meta?.access ?? "public",
    input: _def.inputs[0] as z.ZodType | undefined,
    output: _def.output?.schema,
    rest: _def.meta?.rest,
  }));
}
