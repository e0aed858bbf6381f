/**
 * The one error vocabulary. Services throw `AppError`; the API layer maps each code to a
 * tRPC code and an HTTP status in a single place (packages/api/src/errors.ts).
 * Codes deliberately reuse tRPC's names so the mapping is obvious.
 */
export const appErrorCodes = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "TOO_MANY_REQUESTS",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_SERVER_ERROR",
] as const;

export type AppErrorCode = (typeof appErrorCodes)[number];

export class AppError extends Error {
  override readonly name = "AppError";
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Seconds a client should wait before retrying (rate limits). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
