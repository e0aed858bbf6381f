import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { isToastHostWanted, requestToastHost, subscribeToastHost } from "./notify";

const ToastHost = lazy(() => import("./toast-host"));

/** Run once the browser is idle after the first paint; returns a cancel function. */
function whenIdle(run: () => void): () => void {
  // Older Safari has no requestIdleCallback, though the DOM types say it always exists.
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 200);
  return () => window.clearTimeout(id);
}

/**
 * Where toasts mount. The host loads when the page is first idle (so a toast still shows if the
 * network drops later) or as soon as something asks for a toast, whichever comes first.
 */
export function ToastSlot() {
  // Never wanted on the server (the prerender) or while hydrating what it rendered.
  const wanted = useSyncExternalStore(subscribeToastHost, isToastHostWanted, () => false);
  useEffect(() => whenIdle(requestToastHost), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
