import { type AiFailureKind, AiProviderError } from "@studio/ai";
import { AppError, type AppErrorCode } from "@studio/shared";

const codeFor: Record<AiFailureKind, AppErrorCode> = {
  rate_limited: "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  timeout: "SERVICE_UNAVAILABLE",
  interrupted: "SERVICE_UNAVAILABLE",
  misconfigured: "SERVICE_UNAVAILABLE",
  refused: "BAD_REQUEST",
  // The person who stopped it is gone or no longer waiting; the status is for logs.
  aborted: "BAD_REQUEST",
};

/** Seconds to suggest when the provider is busy and did not say how long to wait. */
const DEFAULT_BUSY_RETRY_SECONDS = 60;

/** Provider failures become AppErrors, keeping the provider's message written for people. */
export function toGenerationError(error: unknown): unknown {
  if (!(error instanceof AiProviderError)) return error;
  const retryAfter =
    error.kind === "rate_limited"
      ? (error.retryAfterSeconds ?? DEFAULT_BUSY_RETRY_SECONDS)
      : undefined;
  return new AppError(codeFor[error.kind], error.message, retryAfter);
}
