import type { AppRouter } from "@studio/api";
import { CONVERSATION_PAGE_SIZE } from "@studio/shared";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";

type Trpc = TRPCOptionsProxy<AppRouter>;

/**
 * The sidebar's pages of conversations (issue 18), in one place so the route preload (before
 * React renders) and the sidebar share the exact query key. The first page is small: it is what
 * /chat waits for before it paints.
 */
export function conversationPagesOptions(trpc: Trpc, q?: string) {
  return trpc.conversations.list.infiniteQueryOptions(
    { limit: CONVERSATION_PAGE_SIZE, ...(q ? { q } : {}) },
    { getNextPageParam: (page) => page.nextCursor ?? undefined },
  );
}
