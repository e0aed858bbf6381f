import type { AiFailureKind } from "./provider";

/** What the person waiting on a generation reads when the provider fails. */
export const aiFailureMessages: Record<AiFailureKind, string> = {
  rate_limited: "The AI service is busy right now. Please try again in a minute.",
  unavailable: "The AI service is unavailable right now. Please try again shortly.",
  timeout: "The AI service took too long to respond. Please try again.",
  interrupted: "The AI service stopped before finishing the content. Please try again.",
  aborted: "The generation was stopped.",
  refused: "The AI service declined this request. Try a different topic or wording.",
  misconfigured: "The AI service is not configured correctly. Please contact the administrator.",
};
