import { useEffect, useRef } from "react";
import { hasPendingHandoff, takePendingHandoff } from "./pending-handoff";
import { useHandoffRunner } from "./use-chat-handoff";

/** The login page's destination: the chat when a draft is waiting to be handed off. */
export function loginDestination(fallback: string): string {
  return hasPendingHandoff() ? "/chat" : fallback;
}

/**
 * Once someone is signed in, hands off the draft they chose before logging in (once), so they
 * land in a conversation holding it instead of an empty page.
 */
export function useResumeHandoff(signedIn: boolean): void {
  const { run } = useHandoffRunner();
  const started = useRef(false);
  useEffect(() => {
    if (!signedIn || started.current) return;
    const pending = takePendingHandoff();
    if (!pending) return;
    started.current = true;
    run(pending);
  }, [signedIn, run]);
}
