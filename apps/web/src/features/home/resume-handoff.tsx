import { useEffect, useRef } from "react";
import { takePendingHandoff } from "./pending-handoff";
import { useHandoffRunner } from "./use-chat-handoff";

/** Hands off the draft waiting in this tab (once); loaded by ResumePendingHandoff. */
export default function ResumeHandoff() {
  const { run } = useHandoffRunner();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const pending = takePendingHandoff();
    if (!pending) return;
    started.current = true;
    run(pending);
  }, [run]);
  return null;
}
