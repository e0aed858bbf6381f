import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * True while React hydrates prerendered HTML (and on the server that renders it), then false.
 * What the HTML could not know (the session, the stored theme) must render as the prerender did
 * until then, or React would throw the HTML away; React re-renders once hydration is done.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
