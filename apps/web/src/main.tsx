import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { preloadRoute } from "./lib/route-preload";
import { createQueryClient, createTrpcClient } from "./lib/trpc";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
const trpcClient = createTrpcClient();
// Before the first render: the route's chunk and the current user load together. The first render
// waits for the chunk (it arrives with the main bundle, by its modulepreload hint), so the page
// paints at once instead of after a Suspense fallback.
void preloadRoute(window.location, queryClient, trpcClient).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} trpcClient={trpcClient} />
    </StrictMode>,
  );
});
