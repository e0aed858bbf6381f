import type { AppRouter } from "@studio/api";
import { CHAT_ROUTE_DATA_URL, CONVERSATION_PAGE_SIZE, lazySpaPageFor } from "@studio/shared";
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
  } else {
    quietly(queryClient.fetchQuery(trpc.auth.me.queryOptions()));
  }
  // The page's first queries go out with the current user, not after it (tRPC batches them into
  // one request). Signed out, or not an administrator, they are refused and never shown.
  if (route === "admin-dashboard" && panel === adminPanels.dashboard) {
    quietly(queryClient.prefetchQuery(trpc.admin.dashboard.queryOptions()));
    quietly(queryClient.prefetchQuery(trpc.admin.usage.monthCost.queryOptions()));
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
 * /chat: the current user, the first conversations and the usage meter in one request whose URL
 * the server already preloaded with the HTML (CHAT_ROUTE_DATA_URL), so the answer is often here
 * by the time this runs. A missing or unreadable answer falls back to the ordinary tRPC call; a
 * refusal (signed out) is left for the page, which shows the sign-in gate.
 */
function preloadChat(
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
  trpc: Trpc,
  quietly: (promise: Promise<unknown>) => void,
): void {
  const answers: Promise<unknown> = fetch(CHAT_ROUTE_DATA_URL).then((response) => response.json());
  function answer<T>(index: number, fallback: () => Promise<T>): () => Promise<T> {
    return () =>
      answers
        .then((all) => batchAnswer(all, index) as T)
        .catch((error: unknown) => {
          if (error instanceof RefusedInBatch) throw error;
          return fallback();
        });
  }
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
