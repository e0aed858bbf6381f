import type { AppRouter } from "@studio/api";
import {
  ADMIN_DASHBOARD_DATA_URL,
  CURRENT_USER_DATA_URL,
  FIRST_PAGE_INPUTS,
  type LazySpaPage,
  lazySpaPageFor,
  openConversationId,
  routeDataUrlFor,
} from "@studio/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { adminPanelFor } from "../features/admin/admin-panels";
import { userPagesOptions } from "../features/admin/users/user-queries";
import { conversationPagesOptions } from "../features/chat/conversation-queries";
import { contentPagesOptions } from "../features/content/content-queries";
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
  // The same URL the server preloaded with the HTML (see routeDataUrlFor), answered once.
  const url = routeDataUrlFor(route, location) ?? CURRENT_USER_DATA_URL;
  const answer = preloadedBatch(url);
  const reads = firstReads(route, url, location.pathname, { queryClient, trpcClient, trpc });
  reads.forEach((read, index) => {
    // Rejections are ignored here: the components read the same queries and show their errors.
    read(answer(index)).catch(() => {});
  });
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
  return (index: number) =>
    function answer<T>(fallback: () => Promise<T>): () => Promise<T> {
      return () =>
        answers
          .then((all) => batchAnswer(all, index) as T)
          .catch((error: unknown) => {
            if (error instanceof RefusedInBatch) throw error;
            return fallback();
          });
    };
}

interface Clients {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  trpc: Trpc;
}

/**
 * Fills the query cache with one procedure of the batch: `answer` reads its answer, or calls
 * `fallback` when the preloaded batch is missing or unreadable.
 */
type FirstRead = (answer: <T>(fallback: () => Promise<T>) => () => Promise<T>) => Promise<unknown>;

/**
 * What a page reads first, in the order of its batch's procedures (CHAT_ROUTE_DATA_PROCEDURES,
 * ADMIN_DASHBOARD_DATA_PROCEDURES, …); every page starts with the current user.
 */
function firstReads(
  route: LazySpaPage | null,
  url: string,
  pathname: string,
  { queryClient, trpcClient, trpc }: Clients,
): FirstRead[] {
  const me: FirstRead = (answer) =>
    queryClient.fetchQuery({
      ...trpc.auth.me.queryOptions(),
      queryFn: answer(() => trpcClient.auth.me.query()),
    });
  if (route === "chat") {
    const conversationId = openConversationId(pathname);
    const reads: FirstRead[] = [
      me,
      (answer) =>
        queryClient.prefetchInfiniteQuery({
          ...conversationPagesOptions(trpc),
          queryFn: answer(() =>
            trpcClient.conversations.list.query(FIRST_PAGE_INPUTS.conversations),
          ),
        }),
      (answer) =>
        queryClient.prefetchQuery({
          ...trpc.usage.mine.queryOptions(),
          queryFn: answer(() => trpcClient.usage.mine.query()),
        }),
    ];
    if (conversationId === null) return reads;
    const messages = FIRST_PAGE_INPUTS.messages(conversationId);
    return [
      ...reads,
      (answer) =>
        queryClient.prefetchQuery({
          queryKey: trpc.conversations.messages.queryKey({ conversationId }),
          queryFn: answer(() => trpcClient.conversations.messages.query(messages)),
        }),
    ];
  }
  if (url === ADMIN_DASHBOARD_DATA_URL) {
    return [
      me,
      (answer) =>
        queryClient.prefetchQuery({
          ...trpc.admin.dashboard.queryOptions(),
          queryFn: answer(() => trpcClient.admin.dashboard.query()),
        }),
      (answer) =>
        queryClient.prefetchQuery({
          ...trpc.admin.usage.monthCost.queryOptions(),
          queryFn: answer(() => trpcClient.admin.usage.monthCost.query()),
        }),
    ];
  }
  if (route === "admin-users") {
    return [
      me,
      (answer) =>
        queryClient.prefetchInfiniteQuery({
          ...userPagesOptions(trpc),
          queryFn: answer(() => trpcClient.admin.users.list.query(FIRST_PAGE_INPUTS.users)),
        }),
    ];
  }
  if (route === "content") {
    return [
      me,
      (answer) =>
        queryClient.prefetchInfiniteQuery({
          ...contentPagesOptions(trpc),
          queryFn: answer(() => trpcClient.content.list.query(FIRST_PAGE_INPUTS.content)),
        }),
    ];
  }
  return [me];
}
