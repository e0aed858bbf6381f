import { TRPCClientError } from "@trpc/client";

interface Issue {
  message: string;
}

function isIssueList(value: unknown): value is Issue[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item: unknown) =>
        typeof item === "object" &&
        item !== null &&
        "message" in item &&
        typeof item.message === "string",
    )
  );
}

/** tRPC reports input validation failures as serialised zod issues; show the first one. */
function firstIssueMessage(message: string): string | null {
  if (!message.startsWith("[")) return message;
  try {
    const parsed: unknown = JSON.parse(message);
    return isIssueList(parsed) ? (parsed[0]?.message ?? null) : message;
  } catch {
    return message;
  }
}

/**
 * The message a person should read for a failed call: the server's own words when the server
 * answered, otherwise the fallback (network failures say nothing useful like "Failed to fetch").
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof TRPCClientError) || !error.shape) return fallback;
  const message = firstIssueMessage(String(error.message).trim());
  return message ? message : fallback;
}

/** True when the server refused the call as a conflict (409): someone else changed it first. */
export function isConflict(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "code" in data && data.code === "CONFLICT";
}
