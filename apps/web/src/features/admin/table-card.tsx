import { Card, ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyState, type EmptyStateProps } from "./empty-state";
import { LoadingState } from "./loading-state";

interface TableCardProps {
  loading: boolean;
  /** Accessible name of the spinner. */
  loadingLabel: string;
  /** When true the empty state shows instead of the table. */
  isEmpty: boolean;
  empty: EmptyStateProps;
  children: ReactNode;
}

/**
 * The card every admin table sits in: a spinner while loading, the empty state when there are no
 * rows, otherwise the table with horizontal scroll on phones.
 */
export function TableCard({ loading, loadingLabel, isEmpty, empty, children }: TableCardProps) {
  return (
    <Card padding={0} withBorder>
      {loading ? (
        <LoadingState label={loadingLabel} />
      ) : (
        <ScrollArea type="auto">{isEmpty ? <EmptyState {...empty} /> : children}</ScrollArea>
      )}
    </Card>
  );
}
