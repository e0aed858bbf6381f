import { AppError, httpMessages } from "@studio/shared";

const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);

/**
 * Database failures that are not bugs, as the application errors a person should see:
 * text PostgreSQL cannot store (a NUL character) is the caller's bad input (400), and a lost or
 * refused connection is a temporary outage (503). Anything else stays unclassified (a 500).
 */
export function classifyDatabaseError(error: unknown): AppError | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  const code = "code" in error && typeof error.code === "string" ? error.code : "";
  const message = "message" in error && typeof error.message === "string" ? error.message : "";
  // 22021: invalid byte sequence (PostgreSQL text cannot hold \u0000); 22P05: untranslatable.
  if (code === "22021" || code === "22P05") {
    return new AppError("BAD_REQUEST", "Text cannot contain NUL (\\u0000) characters.");
  }
  // 08xxx: connection exceptions; 57P01-57P03: the server is shutting down or starting up.
  if (
    code.startsWith("08") ||
    /^57P0[123]$/.test(code) ||
    CONNECTION_ERRNOS.has(code) ||
    /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
      message,
    )
  ) {
    return new AppError("SERVICE_UNAVAILABLE", httpMessages.unavailable);
  }
  return undefined;
}
