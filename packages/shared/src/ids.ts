import { z } from "./zod";

/** PostgreSQL integer columns stop here: a bigger id or version is a bad one, never a row. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one schema for ids and version numbers wherever they arrive (JSON bodies, paths, query
 * strings, tRPC inputs): a positive 32-bit integer, given as a number or as digits. Anything
 * else, 2^31 and above included, is a 400 with `message`, never a database error (issue 27).
 */
export function recordId(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .positive({ error: message })
      .max(INT4_MAX, { error: message }),
  );
}
