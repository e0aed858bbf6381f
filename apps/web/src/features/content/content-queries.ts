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
 * A page read this recently is not read again when the library mounts: the first page the route
 * preload fetched moments before (with the HTML) was read twice on every opening.
 */
const JUST_READ_MS = 5_000;

/**
 * "My Content"'s pages, in one place so the route preload (before React renders) and the library
 * share the exact query key. Fresh on opening (another tab or person may have edited), unless
 * read in the last few seconds; this tab's own edits invalidate the list (use-content-item.ts).
 */
export function contentPagesOptions(
  trpc: TRPCOptionsProxy<AppRouter>,
  filters: ContentListFilters = { scope: "mine" },
) {
  return trpc.content.list.infiniteQueryOptions(
    { limit: CONTENT_LIBRARY_PAGE_SIZE, ...filters },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, staleTime: JUST_READ_MS },
  );
}
