import { Table, Text } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import type { ComponentProps, ReactNode } from "react";
import { RowActions } from "./row-actions";

/**
 * Every admin table starts with the row's name and ends with its actions; `columns` are the
 * header cells in between.
 */
export function AdminTable({ columns, children }: { columns: ReactNode; children: ReactNode }) {
  return (
    <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{commonAdmin.name}</Table.Th>
          {columns}
          <Table.Th ta="right">{commonAdmin.actions}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
}

/** Lets a virtual list measure a row (see PagedTable). */
export interface RowMeasure {
  ref: (element: Element | null) => void;
  "data-index": number;
}

type AdminTableRowProps = Omit<ComponentProps<typeof RowActions>, "name"> & {
  name: string;
  /** The cells between the name and the actions, matching the table's `columns`. */
  children: ReactNode;
  /** In a PagedTable: lets the virtual list measure the row. */
  measure?: RowMeasure;
};

/** One row: the name in bold, the given cells, then View/Edit/Delete named after the row. */
export function AdminTableRow({ name, children, measure, ...actions }: AdminTableRowProps) {
  return (
    <Table.Tr {...measure}>
      <Table.Td>
        <Text fw={600} size="sm">
          {name}
        </Text>
      </Table.Td>
      {children}
      <Table.Td>
        <RowActions name={name} {...actions} />
      </Table.Td>
    </Table.Tr>
  );
}
