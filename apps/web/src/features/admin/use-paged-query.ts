import type { Page } from "@studio/shared";
import { useCallback, useMemo } from "react";

/** Passed to a list procedure's `infiniteQueryOptions`: the server's cursor names the next page. */
export const nextPageParam = <T>(last: Page<T>) => last.nextCursor ?? undefined;

/** The parts of a `useInfiniteQuery` result over `Page<T>`s that a paged list uses. */
interface PagedQuery<T> {
  data: { pages: Page<T>[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The rows of an infinite query of `Page<T>`s, flattened, with what the virtual list needs to
 * ask for more.
 */
export interface PagedItems<T> {
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export function usePagedItems<T>(query: PagedQuery<T>): PagedItems<T> {
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const items = useMemo(() => data?.pages.flatMap((page) => page.items) ?? [], [data]);
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  return { items, hasMore: hasNextPage, loadingMore: isFetchingNextPage, loadMore };
}

/** How long the admin lists wait after the last keystroke before searching on the server. */
export const SEARCH_DEBOUNCE_MS = 300;
