import { type ComponentType, lazy, useState } from "react";

/** A component whose code loads lazily and can be fetched ahead of its first render. */
export interface Preloadable {
  /** Starts loading the code (once); resolves when it is here. */
  preload(): Promise<ComponentType>;
  /** The component, once its code is here. */
  loaded(): ComponentType | undefined;
  /** React.lazy over `preload`, for a render that comes before the code. */
  lazy: ComponentType;
}

export function preloadable(load: () => Promise<ComponentType>): Preloadable {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (a deploy, a network blip).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return {
    preload,
    loaded: () => loaded,
    lazy: lazy(async () => ({ default: await preload() })),
  };
}

/**
 * Renders a preloadable component: at once when its code is here, else through React.lazy
 * (which suspends). React.lazy alone suspends even when the code is already here, and React keeps
 * a revealed fallback for at least 300 ms (routes/lazy-page.tsx does the same for pages). Each
 * mounted instance keeps the component it started with, so code arriving later never remounts
 * it (and loses its state). Key it by what it shows, so another component mounts afresh.
 */
export function PreloadedComponent({ component }: { component: Preloadable }) {
  const [Chosen] = useState(() => component.loaded() ?? component.lazy);
  return <Chosen />;
}
