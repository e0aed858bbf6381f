import type { AppRouter } from "@studio/api";
import { lazySpaPageFor } from "@studio/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { conversationPagesOptions } from "../features/chat/conversation-queries";
import { loadPage } from "../routes/lazy-page";

/**
 * Starts, before React's first render, what the first screen will wait for: the route's lazy
 * chunk, the current-user answer and the route's own first query. Resolves when the chunk is
 * here (or failed), never rejects.
 * Rendering would otherwise discover them one after the other (bundle → render → chunk → render
 * → current user → render → data), which is what made /login, /admin and /chat slow to paint.
 * Everything lands in the same query cache and module registry the components read from.
 */
export function preloadRoute(
  location: { pathname: string; search: string },
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
): Promise<void> {
  const route = lazySpaPageFor(location.pathname);
  // A failed chunk is reported by the router when it renders the route; nothing to do here.
  const page = route
    ? loadPage(route).then(
        () => {},
        () => {},
      )
    : Promise.resolve();

  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  // Rejections are ignored here: the components read the same queries and show their errors.
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => {});
  quietly(queryClient.fetchQuery(trpc.auth.me.queryOptions()));
  // The page's first query goes out with the current user, not after it (tRPC batches them into
  // one request). Signed out, or not an administrator, it is refused and never shown.
  if (route === "chat") {
    quietly(queryClient.prefetchInfiniteQuery(conversationPagesOptions(trpc)));
  }
  const tab = new URLSearchParams(location.search).get("tab");
  if (route === "admin-dashboard" && (!tab || tab === "dashboard")) {
    quietly(queryClient.prefetchQuery(trpc.admin.dashboard.queryOptions()));
  }
  return page;
}
