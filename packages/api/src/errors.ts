import { type AppErrorCode, isAppError } from "@studio/shared/errors";
import { httpMessages } from "@studio/shared/messages";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/** The one map from application errors to tRPC errors (and so to HTTP statuses). */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  if (isAppError(error))
    return new TRPCError({
      code: error.code satisfies AppErrorCode,
      message: error.message,
      cause: error,
    });
  return new TRPCError({
    code: "INTERNAL_SERVER_ERROR",
    message: httpMessages.internal,
    cause: error,
  });
}

/** A readable sentence from zod issues: "Name is required. Template must be at least 10 characters." */
export function describeZodError(error: ZodError): string {
  const messages = [
    ...new Set(
      error.issues.map((issue) => {
        const path = issue.path.join(".");
        // zod's generic messages are clearer with the field named; ours already name it.
        const generic = /^(Invalid input|Required|Expected|Too (big|small))/.test(issue.message);
        return generic && path ? `${path}: ${issue.message}` : issue.message;
      }),
    ),
  ];
  return messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(" ");
}

export function retryAfterOf(error: TRPCError): number | undefined {
  return isAppError(error.cause) ? error.cause.retryAfterSeconds : undefined;
}

export function isZodCause(error: TRPCError): error is TRPCError & { cause: ZodError } {
  return error.cause instanceof ZodError;
}
