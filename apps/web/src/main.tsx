import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./lib/route-preload";
import { startupSignedOutFrom } from "./lib/signed-out-from";
import { createQueryClient, createTrpcClient } from "./lib/trpc";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// Read (and clear) the server's note of a sign-in redirect before anything renders.
startupSignedOutFrom();
const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// Before the first render: the route's chunk and the current user load together. The first render
// waits for the chunk (it arrives with the main bundle, by its modulepreload hint), so the page
// paints at once instead of after a Suspense fallback, and hydration never suspends.
void preloadRoute(window.location, queryClient, trpcClient).then(() => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>
  );
  // The sign-in pages arrive prerendered (src/prerender.tsx): take over their HTML in place.
  if (root.firstElementChild) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
