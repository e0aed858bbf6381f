import { classifyDatabaseError } from "@studio/db";
import { type AppErrorCode, httpMessages, isAppError } from "@studio/shared";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";

/** The one map from application errors to tRPC errors (and so to HTTP statuses). */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) return error;
  const appError = isAppError(error) ? error : classifyDatabaseError(error);
  if (appError) {
    return new TRPCError({
      code: appError.code satisfies AppErrorCode,
      message: appError.message,
      cause: appError,
    });
  }
  return new TRPCError({
    code: "INTERNAL_SERVER_ERROR",
    message: httpMessages.internal,
    cause: error,
  });
}

/** A readable sentence from zod issues: "Name is required. Template must be at least 10 characters." */
export function describeIssues(issues: readonly IssueLike[]): string {
  const messages = [
    ...new Set(
      issues.map((issue) => {
        const path = (issue.path ?? [])
          .map((p) =>
            typeof p === "object" && p !== null && "key" in p ? String(p.key) : String(p),
          )
          .join(".");
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

interface IssueLike {
  message: string;
  path?: readonly PropertyKey[] | readonly { key: PropertyKey }[];
}

/** Input validation failures carry issues (a ZodError, or a Standard Schema error from tRPC). */
function issuesOf(cause: unknown): IssueLike[] | undefined {
  if (cause instanceof ZodError) return cause.issues;
  if (
    typeof cause === "object" &&
    cause !== null &&
    "issues" in cause &&
    Array.isArray(cause.issues)
  ) {
    return cause.issues as IssueLike[];
  }
  return undefined;
}

/**
 * The message a client may see: validation issues as sentences, 4xx messages as written by the
 * services, and 5xx always masked (their details go to the log, never to the response).
 */
export function publicMessage(error: TRPCError): string {
  const issues = error.code === "BAD_REQUEST" ? issuesOf(error.cause) : undefined;
  if (issues) return describeIssues(issues);
  if (error.code === "INTERNAL_SERVER_ERROR") return httpMessages.internal;
  return error.message;
}
