import { Table, type TableProps } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A list table that scrolls sideways on narrow screens: named by `caption` (tests and screen
 * readers find it by that name), `head` holds the header cells, `children` the rows.
 */
export function DataTable({
  caption,
  head,
  minWidth = 0,
  verticalSpacing = "sm",
  children,
}: {
  caption: string;
  head: ReactNode;
  minWidth?: number;
  verticalSpacing?: TableProps["verticalSpacing"];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={verticalSpacing} aria-label={caption}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
