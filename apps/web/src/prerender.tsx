import { lazySpaPageFor, prerenderedVariants } from "@studio/shared";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppProviders } from "./app-providers";
import { AppRoutes } from "./app-routes";
import { setStartupSignedOutFrom } from "./lib/signed-out-from";
import { createQueryClient, createTrpcClient } from "./lib/trpc";
import { loadPage } from "./routes/lazy-page";

/**
 * The web build's server-side entry (build/prerender.ts runs it once per build): the HTML of
 * the pages that look the same to everyone (PRERENDERED_DIR), rendered with the same tree as
 * main.tsx, so the browser paints them before any script runs and React hydrates them in place.
 * Nothing is fetched: the session is "not known yet", as the SPA hydrates it.
 */
export async function renderPrerenderedPages(): Promise<{ file: string; html: string }[]> {
  const pages = [];
  for (const { file, path, signedOutFrom } of prerenderedVariants()) {
    const page = lazySpaPageFor(path);
    // Loaded first, so the page renders instead of its Suspense fallback (as on the client).
    if (page) await loadPage(page);
    setStartupSignedOutFrom(signedOutFrom);
    const html = renderToString(
      <AppProviders queryClient={createQueryClient()} trpcClient={createTrpcClient()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
    );
    pages.push({ file, html });
  }
  setStartupSignedOutFrom(null);
  return pages;
}
