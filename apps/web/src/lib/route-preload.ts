import type { AppRouter } from "@studio/api";
import {
  ADMIN_DASHBOARD_DATA_URL,
  CHAT_ROUTE_DATA_URL,
  CONVERSATION_PAGE_SIZE,
  CURRENT_USER_DATA_URL,
  lazySpaPageFor,
} from "@studio/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { adminPanelFor, adminPanels } from "../features/admin/admin-panels";
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
  // An admin page's tab panel is its own chunk: it loads with the page's chunk, and the first
  // render waits for both, so neither suspends.
  const panel = adminPanelFor(route, location.search);
  // A failed chunk is reported by the router when it renders the route; nothing to do here.
  const page = Promise.all([route ? loadPage(route) : null, panel?.preload()]).then(
    () => {},
    () => {},
  );

  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  // Rejections are ignored here: the components read the same queries and show their errors.
  const quietly = (promise: Promise<unknown>) => void promise.catch(() => {});
  if (route === "chat") {
    preloadChat(queryClient, trpcClient, trpc, quietly);
  } else if (route === "admin-dashboard" && panel === adminPanels.dashboard) {
    preloadAdminDashboard(queryClient, trpcClient, trpc, quietly);
  } else {
    // The server preloaded this exact URL with the HTML (CURRENT_USER_DATA_URL).
    const answer = preloadedBatch(CURRENT_USER_DATA_URL);
    quietly(
      queryClient.fetchQuery({
        ...trpc.auth.me.queryOptions(),
        queryFn: answer(0, () => trpcClient.auth.me.query()),
      }),
    );
  }
  return page;
}

type Trpc = ReturnType<typeof createTRPCOptionsProxy<AppRouter>>;

/** The batch answered, and this procedure's answer is an error: no plain call would do better. */
class RefusedInBatch extends Error {}

/** One answer of a tRPC batch: its data; a throw when it is missing or an error. */
function batchAnswer(answers: unknown, index: number): unknown {
  const entry = Array.isArray(answers) ? (answers[index] as unknown) : undefined;
  if (typeof entry === "object" && entry !== null && "result" in entry) {
    const result = (entry as { result: unknown }).result;
    if (typeof result === "object" && result !== null && "data" in result) {
      return (result as { data: unknown }).data;
    }
  }
  if (typeof entry === "object" && entry !== null && "error" in entry) {
    throw new RefusedInBatch("refused");
  }
  throw new Error("no answer in the preloaded batch");
}

/**
 * Answers of a batch URL the server already preloaded with the HTML (see routeDataUrlFor), so
 * the answer is often here by the time this runs. `answer(i, fallback)` is a query function for
 * the batch's i-th procedure: a missing or unreadable answer falls back to the ordinary tRPC
 * call; a refusal (signed out, not an administrator) is left for the page to show.
 */
function preloadedBatch(url: string) {
  const answers: Promise<unknown> = fetch(url).then((response) => response.json());
  return function answer<T>(index: number, fallback: () => Promise<T>): () => Promise<T> {
    return () =>
      answers
        .then((all) => batchAnswer(all, index) as T)
        .catch((error: unknown) => {
          if (error instanceof RefusedInBatch) throw error;
          return fallback();
        });
  };
}

/** /chat: the current user, the first conversations and the usage meter (CHAT_ROUTE_DATA_URL). */
function preloadChat(
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
  trpc: Trpc,
  quietly: (promise: Promise<unknown>) => void,
): void {
  const answer = preloadedBatch(CHAT_ROUTE_DATA_URL);
  quietly(
    queryClient.fetchQuery({
      ...trpc.auth.me.queryOptions(),
      queryFn: answer(0, () => trpcClient.auth.me.query()),
    }),
  );
  quietly(
    queryClient.prefetchInfiniteQuery({
      ...conversationPagesOptions(trpc),
      queryFn: answer(1, () =>
        trpcClient.conversations.list.query({ limit: CONVERSATION_PAGE_SIZE }),
      ),
    }),
  );
  quietly(
    queryClient.prefetchQuery({
      ...trpc.usage.mine.queryOptions(),
      queryFn: answer(2, () => trpcClient.usage.mine.query()),
    }),
  );
}

/** /admin on its dashboard: the current user, the counts and the month's cost. */
function preloadAdminDashboard(
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
  trpc: Trpc,
  quietly: (promise: Promise<unknown>) => void,
): void {
  const answer = preloadedBatch(ADMIN_DASHBOARD_DATA_URL);
  quietly(
    queryClient.fetchQuery({
      ...trpc.auth.me.queryOptions(),
      queryFn: answer(0, () => trpcClient.auth.me.query()),
    }),
  );
  quietly(
    queryClient.prefetchQuery({
      ...trpc.admin.dashboard.queryOptions(),
      queryFn: answer(1, () => trpcClient.admin.dashboard.query()),
    }),
  );
  quietly(
    queryClient.prefetchQuery({
      ...trpc.admin.usage.monthCost.queryOptions(),
      queryFn: answer(2, () => trpcClient.admin.usage.monthCost.query()),
    }),
  );
}
