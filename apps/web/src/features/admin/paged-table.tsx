import type { ReactNode } from "react";
import { AdminTable } from "./admin-table";
import type { EmptyStateProps } from "./empty-state";
import { LoadingState } from "./loading-state";
import { TableCard } from "./table-card";
import { useWindowRows } from "./use-window-rows";

interface PagedTableProps<T> {
  items: readonly T[];
  loading: boolean;
  loadingLabel: string;
  /** Shown instead of the table when there are no rows. */
  empty: EmptyStateProps;
  /** The header cells between the name and the actions (see AdminTable). */
  columns: ReactNode;
  /** How many cells a row has, for the spacer rows. */
  columnCount: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /**
   * One `AdminTableRow`; spread `measure` on it so its real height is used (rows whose text
   * wraps are taller than the estimate).
   */
  renderRow: (item: T, measure: RowMeasure) => ReactNode;
}

export interface RowMeasure {
  ref: (element: Element | null) => void;
  "data-index": number;
}

/**
 * An admin table over a server-paged list: rows near the viewport are rendered (spacer rows
 * stand in for the others), and scrolling to the end fetches the next page.
 */
export function PagedTable<T>({
  items,
  loading,
  loadingLabel,
  empty,
  columns,
  columnCount,
  hasMore,
  loadingMore,
  onLoadMore,
  renderRow,
}: PagedTableProps<T>) {
  const virtual = useWindowRows({
    count: items.length,
    estimateSize: 61,
    hasMore,
    loadingMore,
    onLoadMore,
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
          {virtual.rows.map((row) => {
            const item = items[row.index];
            return item === undefined
              ? null
              : renderRow(item, { ref: virtual.measureElement, "data-index": row.index });
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
