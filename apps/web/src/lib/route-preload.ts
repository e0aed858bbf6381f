import type { AppRouter } from "@studio/api";
import {
  type FirstRead,
  firstReadKey,
  firstReadsOf,
  firstReadsUrl,
  lazySpaPageFor,
  pageAt,
  type RouteLocation,
} from "@studio/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { adminPanelFor } from "../features/admin/admin-panels";
import { loadPage } from "../routes/lazy-page";
import { type Answer, prefetchFirstRead } from "./first-read-queries";

/**
 * Starts, before React's first render, what the first screen will wait for: the route's lazy
 * chunk and the route's first reads (the route manifest's, the current user first). Resolves when
 * the chunk is here (or failed), never rejects.
 * Rendering would otherwise discover them one after the other (bundle → render → chunk → render
 * → current user → render → data), which is what made /login, /admin and /chat slow to paint.
 * Everything lands in the same query cache and module registry the components read from.
 */
export function preloadRoute(
  location: RouteLocation,
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
  const reads = firstReadsOf(pageAt(location.pathname), location);
  const answers = preloadedAnswers(reads);
  for (const read of reads) {
    // Rejections are ignored here: the components read the same queries and show their errors.
    prefetchFirstRead(read, { queryClient, trpcClient, trpc }, answers(read)).catch(() => {});
  }
  return page;
}

/** The batch answered, and this procedure's answer is an error: no plain call would do better. */
class RefusedInBatch extends Error {}

/** One answer of a tRPC batch: its data; a throw when it is missing or an error. */
function batchAnswer(entry: unknown): unknown {
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
 * The answers of the reads' batch URL, which the server already preloaded with the HTML (see
 * routeDataUrlFor), so the answer is often here by the time this runs, by read
 * (firstReadKey: procedure and input). tRPC answers a batch as an array in the order it was
 * asked; here, and only here, each answer is paired with the read it answers.
 * `answers(read)(fallback)` is a query function for that read: a missing or unreadable answer
 * falls back to the ordinary tRPC call; a refusal (signed out, not an administrator) is left for
 * the page to show.
 */
function preloadedAnswers(reads: readonly FirstRead[]): (read: FirstRead) => Answer {
  const byRead: Promise<Map<string, unknown>> = fetch(firstReadsUrl(reads))
    .then((response) => response.json())
    .then((all: unknown) => {
      const entries = Array.isArray(all) ? all : [];
      return new Map(reads.map((read, index) => [firstReadKey(read), entries[index]]));
    });
  return (read) =>
    function answer<T>(fallback: () => Promise<T>): () => Promise<T> {
      return () =>
        byRead
          .then((answers) => batchAnswer(answers.get(firstReadKey(read))) as T)
          .catch((error: unknown) => {
            if (error instanceof RefusedInBatch) throw error;
            return fallback();
          });
    };
}
