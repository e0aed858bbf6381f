import type { AppRouter } from "@studio/api";
import { CONTENT_LIBRARY_PAGE_SIZE, type ContentKind, type ContentStatus } from "@studio/shared";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";

/** The library's server-side filters; undefined: not filtered. */
export interface ContentListFilters {
  scope: "mine" | "all";
  botType?: ContentKind;
  status?: ContentStatus;
  productId?: number;
  q?: string;
}

/**
 * "My Content"'s pages, in one place so the route preload (before React renders) and the library
 * share the exact query key. Always fresh on opening: another tab or person may have edited.
 */
export function contentPagesOptions(
  trpc: TRPCOptionsProxy<AppRouter>,
  filters: ContentListFilters = { scope: "mine" },
) {
  return trpc.content.list.infiniteQueryOptions(
    { limit: CONTENT_LIBRARY_PAGE_SIZE, ...filters },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: 0 },
  );
}
