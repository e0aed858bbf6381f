import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState } from "react";

interface WindowRowsOptions {
  count: number;
  /** A first guess of a row's height in pixels; rendered rows are measured. */
  estimateSize: number;
  /** More rows exist on the server, and whether they are being fetched now. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  overscan?: number;
}

/**
 * Window-scrolled virtual rows for the admin lists (issue 18): only the rows near the viewport
 * are in the DOM, with spacers above and below standing in for the rest, so a list of 20,000
 * accounts costs as many nodes as a screenful. Spacers (rather than absolute positions) let the
 * same hook drive a table's rows and a grid of cards. Reaching the last rows asks for the next
 * page.
 */
export function useWindowRows({
  count,
  estimateSize,
  hasMore,
  loadingMore,
  onLoadMore,
  overscan = 4,
}: WindowRowsOptions) {
  const listRef = useRef<HTMLDivElement | null>(null);
  // Where the list starts in the page: the rows above it scroll by before the first row shows.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current
      ? Math.round(listRef.current.getBoundingClientRect().top + window.scrollY)
      : 0;
    if (top !== scrollMargin) setScrollMargin(top);
  });

  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimateSize,
    overscan,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows[0];
  const last = rows.at(-1);
  const nearEnd = last !== undefined && last.index >= count - 1 - overscan;

  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onLoadMore();
  }, [nearEnd, hasMore, loadingMore, onLoadMore]);

  return {
    listRef,
    rows,
    /** Pass as `ref` with `data-index` on each rendered row, so its real height is used. */
    measureElement: virtualizer.measureElement,
    paddingTop: first ? first.start - scrollMargin : 0,
    paddingBottom: last ? Math.max(virtualizer.getTotalSize() - (last.end - scrollMargin), 0) : 0,
  };
}
