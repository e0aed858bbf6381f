import { Card, Center, Loader, ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";

interface TableCardProps {
  loading: boolean;
  /** Accessible name of the spinner. */
  loadingLabel: string;
  children: ReactNode;
}

/** The card every admin table sits in: a spinner while loading, horizontal scroll on phones. */
export function TableCard({ loading, loadingLabel, children }: TableCardProps) {
  return (
    <Card padding={0} withBorder>
      {loading ? (
        <Center py={64} role="status" aria-label={loadingLabel}>
          <Loader />
        </Center>
      ) : (
        <ScrollArea type="auto">{children}</ScrollArea>
      )}
    </Card>
  );
}
