import type { ReactNode } from "react";
import { AdminTable, AdminTableRow } from "./admin-table";
import type { EmptyStateProps } from "./empty-state";
import { LoadingState } from "./loading-state";
import { TableCard } from "./table-card";
import type { PagedItems } from "./use-paged-query";
import { useWindowRows } from "./use-window-rows";

export interface PagedTableProps<T> {
  /** The rows fetched so far and how to fetch more (see usePagedItems). */
  list: PagedItems<T>;
  loading: boolean;
  loadingLabel: string;
  /** Shown instead of the table when there are no rows. */
  empty: EmptyStateProps;
  /** The header cells between the name and the actions (see AdminTable). */
  columns: ReactNode;
  /** How many cells a row has, for the spacer rows. */
  columnCount: number;
  /** What a row's buttons open; View shows only when given. */
  actions: { onView?: (row: T) => void; onEdit: (row: T) => void; onDelete: (row: T) => void };
  /** A row's cells between its name and its actions, matching `columns`. */
  cells: (row: T) => ReactNode;
}

/**
 * An admin table over a server-paged list: rows near the viewport are rendered (spacer rows
 * stand in for the others), and scrolling to the end fetches the next page. Each row is measured,
 * so rows whose text wraps keep their real height.
 */
export function PagedTable<T extends { id: number; name: string }>({
  list: { items, hasMore, loadingMore, loadMore },
  loading,
  loadingLabel,
  empty,
  columns,
  columnCount,
  actions: { onView, onEdit, onDelete },
  cells,
}: PagedTableProps<T>) {
  const virtual = useWindowRows({
    count: items.length,
    estimateSize: 61,
    hasMore,
    loadingMore,
    onLoadMore: loadMore,
  });
  return (
    <TableCard
      loading={loading}
      loadingLabel={loadingLabel}
      isEmpty={items.length === 0}
      empty={empty}
    >
      <div ref={virtual.listRef}>
        <AdminTable columns={columns}>
          <Spacer height={virtual.paddingTop} columns={columnCount} />
          {virtual.rows.map(({ index }) => {
            const item = items[index];
            if (item === undefined) return null;
            return (
              <AdminTableRow
                key={item.id}
                measure={{ ref: virtual.measureElement, "data-index": index }}
                name={item.name}
                onView={onView && (() => onView(item))}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete(item)}
              >
                {cells(item)}
              </AdminTableRow>
            );
          })}
          <Spacer height={virtual.paddingBottom} columns={columnCount} />
        </AdminTable>
        {loadingMore && <LoadingState label={`${loadingLabel} (more)`} />}
      </div>
    </TableCard>
  );
}

/** Stands in for the rows scrolled out of view, keeping the scrollbar honest. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
