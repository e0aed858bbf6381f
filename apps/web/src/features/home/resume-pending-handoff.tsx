import { lazy, Suspense, useState } from "react";
import { hasPendingHandoff } from "./pending-handoff";

// The hand-off runner (mutations, the chat's schemas) loads only when a draft is waiting, which
// keeps it off the chat's first load.
const ResumeHandoff = lazy(() => import("./resume-handoff"));

/**
 * Rendered for a signed-in person: hands off the draft they chose before logging in (once), so
 * they land in a conversation holding it instead of an empty page.
 */
export function ResumePendingHandoff() {
  const [waiting] = useState(hasPendingHandoff);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <ResumeHandoff />
    </Suspense>
  );
}
