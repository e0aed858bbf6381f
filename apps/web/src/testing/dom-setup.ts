import { notifications } from "@mantine/notifications";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

/**
 * What Mantine reads from the browser and jsdom does not have (Mantine's own test set-up does
 * the same): media queries (color scheme, responsive props), element resizing (ScrollArea,
 * Textarea autosize, Popover), scrolling an option into view (Combobox), and the document's font
 * set (Textarea autosize measures again when fonts load).
 */
// findBy… and waitFor wait up to 1 s by default: too short for a first render on two busy cores.
configure({ asyncUtilTimeout: 5_000 });

if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

if (!document.fonts) {
  const fonts = Object.assign(new EventTarget(), { ready: Promise.resolve() });
  Object.defineProperty(document, "fonts", { value: fonts, configurable: true });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Testing Library unmounts after each test by itself only when the runner's globals are on
// (this project imports `afterEach` from vitest instead). Toasts live in a store of their own,
// which outlasts the tree, and a test's stand-in `fetch` ends with it.
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});
