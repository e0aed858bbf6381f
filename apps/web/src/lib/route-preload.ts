import type { AppRouter } from "@studio/api";
import { CHAT_ROUTE_DATA_URL, CONVERSATION_PAGE_SIZE, lazySpaPageFor } from "@studio/shared";
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
  if (route === "chat") {
    preloadChat(queryClient, trpcClient, trpc, quietly);
  } else {
    quietly(queryClient.fetchQuery(trpc.auth.me.queryOptions()));
  }
  const tab = new URLSearchParams(location.search).get("tab");
  // The page's first query goes out with the current user, not after it (tRPC batches them into
  // one request). Signed out, or not an administrator, it is refused and never shown.
  if (route === "admin-dashboard" && (!tab || tab === "dashboard")) {
    quietly(queryClient.prefetchQuery(trpc.admin.dashboard.queryOptions()));
  }
  return page;
}

type Trpc = ReturnType<typeof createTRPCOptionsProxy<AppRouter>>;

/** One answer of a tRPC batch: its data, or a throw (the caller falls back to a plain call). */
function batchAnswer(answers: unknown, index: number): unknown {
  const entry = Array.isArray(answers) ? (answers[index] as unknown) : undefined;
  if (typeof entry === "object" && entry !== null && "result" in entry) {
    const result = (entry as { result: unknown }).result;
    if (typeof result === "object" && result !== null && "data" in result) {
      return (result as { data: unknown }).data;
    }
  }
  throw new Error("no answer in the preloaded batch");
}

/**
 * /chat: the current user and the first conversations in one request whose URL the server
 * already preloaded with the HTML (CHAT_ROUTE_DATA_URL), so the answer is often here by the time
 * this runs. Anything unexpected falls back to the ordinary tRPC calls.
 */
function preloadChat(
  queryClient: QueryClient,
  trpcClient: TRPCClient<AppRouter>,
  trpc: Trpc,
  quietly: (promise: Promise<unknown>) => void,
): void {
  const answers: Promise<unknown> = fetch(CHAT_ROUTE_DATA_URL).then((response) => response.json());
  const pages = conversationPagesOptions(trpc);
  type Me = Awaited<ReturnType<typeof trpcClient.auth.me.query>>;
  type FirstPage = Awaited<ReturnType<typeof trpcClient.conversations.list.query>>;
  quietly(
    queryClient.fetchQuery({
      ...trpc.auth.me.queryOptions(),
      queryFn: () =>
        answers.then((all) => batchAnswer(all, 0) as Me).catch(() => trpcClient.auth.me.query()),
    }),
  );
  quietly(
    queryClient.prefetchInfiniteQuery({
      ...pages,
      queryFn: () =>
        answers
          .then((all) => batchAnswer(all, 1) as FirstPage)
          .catch(() => trpcClient.conversations.list.query({ limit: CONVERSATION_PAGE_SIZE })),
    }),
  );
}
