import type { ReactNode } from "react";
import { errorMessage } from "./error-message";

/** The toasts' layer: above dialogs; a flag's popover sits just above it. */
export const TOAST_Z_INDEX = 1000;

/** What a toast means: success (teal), error (red), or information such as a next step. */
export type ToastTone = "success" | "error" | "info";

export interface Toast {
  tone: ToastTone;
  title: string;
  message: ReactNode;
}

/** What the toast host (lib/toast-host.tsx) offers once it is on screen. */
export interface ToastHostApi {
  show: (toast: Toast) => void;
  clean: () => void;
}

/*
 * The notifications system (its container, transitions, drag-to-dismiss and scroll lock) is not
 * needed to paint a page, so it loads after the first paint (see ToastSlot) or with the first
 * toast, whichever comes first. Toasts asked for before it is on screen wait for it, in order.
 */
let resolveHost: (api: ToastHostApi) => void = () => {};
const host = new Promise<ToastHostApi>((resolve) => {
  resolveHost = resolve;
});
let hostWanted = false;
const hostListeners = new Set<() => void>();

/** Mount the toast host if it is not mounted yet. */
export function requestToastHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of hostListeners) listener();
}

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function isToastHostWanted(): boolean {
  return hostWanted;
}

/** Called by the host once its container is mounted, so a toast shown now animates in. */
export function toastHostReady(api: ToastHostApi): void {
  resolveHost(api);
}

/**
 * One toast at a time (SPEC 9). The newest toast replaces the visible one instead of waiting in
 * the queue, so feedback always matches the action that was just taken.
 */
function show(tone: ToastTone, title: string, message: ReactNode): void {
  requestToastHost();
  void host.then((api) => {
    api.clean();
    api.show({ tone, title, message });
  });
}

export const notify = {
  success: (title: string, message: ReactNode) => show("success", title, message),
  error: (title: string, message: ReactNode) => show("error", title, message),
  /** An onError handler: the error's own message, or `fallback` when it has none fit to show. */
  failure:
    (title: string, fallback: string) =>
    (error: unknown): void =>
      show("error", title, errorMessage(error, fallback)),
  /** A next step rather than a failure (e.g. "log in to continue"). */
  info: (title: string, message: ReactNode) => show("info", title, message),
  /** Close every toast (e.g. when a link inside one navigates away). */
  clean: () => {
    void host.then((api) => api.clean());
  },
};
