import { Center, Loader, SimpleGrid } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ContentListItemDto } from "@studio/shared";
import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";

interface ContentGridProps {
  items: ContentListItemDto[];
  renderItem: (item: ContentListItemDto) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** A row of cards before it is measured: badges, two title lines and the details line. */
const ROW_ESTIMATE_PX = 150;
/** The next page is asked for while this many rows are still below the view. */
const LOAD_AHEAD_ROWS = 4;

/**
 * The library's cards in rows of 1, 2 or 3 (the page's breakpoints), virtualized against the
 * window's scroll (issue 18: 100,000 items): only the rows near the view are in the DOM, and the
 * next page loads as the end comes near, so the page stays fast at any length.
 */
export function ContentGrid({
  items,
  renderItem,
  hasMore,
  loadingMore,
  onLoadMore,
}: ContentGridProps) {
  const wide = useMediaQuery("(min-width: 75em)") ?? false;
  const medium = useMediaQuery("(min-width: 48em)") ?? false;
  const columns = wide ? 3 : medium ? 2 : 1;
  const rowCount = Math.ceil(items.length / columns);

  const list = useRef<HTMLDivElement>(null);
  // Where the list starts on the page: the filters above it scroll away first.
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const el = list.current;
    if (el) setScrollMargin(el.getBoundingClientRect().top + window.scrollY);
  });

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ROW_ESTIMATE_PX,
    overscan: 4,
    scrollMargin,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rowCount - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastShown, rowCount, onLoadMore]);

  return (
    <div ref={list}>
      <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
        {rows.map((row) => (
          <div
            key={`${columns}-${row.index}`}
            data-index={row.index}
            ref={virtualizer.measureElement}
            style={{
              position: "absolute",
              top: 0,
              left: 0,
              width: "100%",
              paddingBottom: "var(--mantine-spacing-md)",
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            <SimpleGrid cols={columns}>
              {items.slice(row.index * columns, row.index * columns + columns).map(renderItem)}
            </SimpleGrid>
          </div>
        ))}
      </div>
      {loadingMore ? (
        <Center py="md">
          <Loader size="sm" aria-label="Loading more content" />
        </Center>
      ) : null}
    </div>
  );
}
