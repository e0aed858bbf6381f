import type { AppRouter } from "@studio/api";
import type { FirstReadInputs, FirstReadOf, FirstReadProcedure } from "@studio/shared";
import type { QueryClient } from "@tanstack/react-query";
import type { TRPCClient } from "@trpc/client";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { userPagesOptions } from "../features/admin/users/user-queries";
import { conversationPagesOptions } from "../features/chat/conversation-queries";
import { contentPagesOptions } from "../features/content/content-queries";

export interface Clients {
  queryClient: QueryClient;
  trpcClient: TRPCClient<AppRouter>;
  trpc: TRPCOptionsProxy<AppRouter>;
}

/**
 * A query function for one first read: its preloaded answer, or `fallback` (the ordinary tRPC
 * call) when the preloaded batch is missing or unreadable.
 */
export type Answer = <T>(fallback: () => Promise<T>) => () => Promise<T>;

type Prefetch<P extends FirstReadProcedure> = (
  clients: Clients,
  input: FirstReadInputs[P],
  answer: Answer,
) => Promise<unknown>;

/**
 * How each procedure a page may read first (the route manifest's first reads) fills the query
 * cache: under the key the screen that shows it reads (the same query options), with the input
 * the manifest gives. A procedure the manifest may name and this table misses is a type error.
 */
const firstReadQueries: { [P in FirstReadProcedure]: Prefetch<P> } = {
  "auth.me": ({ queryClient, trpc, trpcClient }, _input, answer) =>
    queryClient.fetchQuery({
      ...trpc.auth.me.queryOptions(),
      queryFn: answer(() => trpcClient.auth.me.query()),
    }),
  "usage.mine": ({ queryClient, trpc, trpcClient }, _input, answer) =>
    queryClient.prefetchQuery({
      ...trpc.usage.mine.queryOptions(),
      queryFn: answer(() => trpcClient.usage.mine.query()),
    }),
  "conversations.list": ({ queryClient, trpc, trpcClient }, input, answer) =>
    queryClient.prefetchInfiniteQuery({
      ...conversationPagesOptions(trpc),
      queryFn: answer(() => trpcClient.conversations.list.query(input)),
    }),
  // Keyed by the conversation alone, as use-message-window.ts reads it: the key holds the
  // window of messages, whatever page size filled it.
  "conversations.messages": ({ queryClient, trpc, trpcClient }, input, answer) =>
    queryClient.prefetchQuery({
      queryKey: trpc.conversations.messages.queryKey({ conversationId: input.conversationId }),
      queryFn: answer(() => trpcClient.conversations.messages.query(input)),
    }),
  "admin.dashboard": ({ queryClient, trpc, trpcClient }, _input, answer) =>
    queryClient.prefetchQuery({
      ...trpc.admin.dashboard.queryOptions(),
      queryFn: answer(() => trpcClient.admin.dashboard.query()),
    }),
  "admin.usage.monthCost": ({ queryClient, trpc, trpcClient }, _input, answer) =>
    queryClient.prefetchQuery({
      ...trpc.admin.usage.monthCost.queryOptions(),
      queryFn: answer(() => trpcClient.admin.usage.monthCost.query()),
    }),
  "admin.users.list": ({ queryClient, trpc, trpcClient }, input, answer) =>
    queryClient.prefetchInfiniteQuery({
      ...userPagesOptions(trpc),
      queryFn: answer(() => trpcClient.admin.users.list.query(input)),
    }),
  "content.list": ({ queryClient, trpc, trpcClient }, input, answer) =>
    queryClient.prefetchInfiniteQuery({
      ...contentPagesOptions(trpc),
      queryFn: answer(() => trpcClient.content.list.query(input)),
    }),
};

/** Fills the query cache with one first read, answered by `answer`. */
export function prefetchFirstRead<P extends FirstReadProcedure>(
  read: FirstReadOf<P>,
  clients: Clients,
  answer: Answer,
): Promise<unknown> {
  const prefetch: Prefetch<P> = firstReadQueries[read.procedure];
  return prefetch(clients, read.input, answer);
}
