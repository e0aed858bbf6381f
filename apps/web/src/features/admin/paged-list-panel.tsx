import type { Icon } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { AdminListPanel } from "./admin-list-panel";
import { PagedTable, type PagedTableProps } from "./paged-table";

/** The words of a list panel, named as the entity message objects of @studio/shared name them. */
export interface ListPanelMessages {
  title: string;
  add: string;
  empty: string;
  emptyHint: string;
  addFirst: string;
}

interface PagedListPanelProps<T> extends Omit<PagedTableProps<T>, "empty"> {
  messages: ListPanelMessages;
  description: string;
  /** The empty list's picture. */
  icon: Icon;
  onAdd: () => void;
  /** Set while a search or filter narrows the list: the empty list says it instead of offering Add. */
  filterHint?: string | undefined;
  toolbar?: ReactNode;
  dialogs: ReactNode;
}

/** A list tab over a server-paged table: header with Add, toolbar, table, then the dialogs. */
export function PagedListPanel<T extends { id: number; name: string }>({
  messages: m,
  description,
  icon,
  onAdd,
  filterHint,
  toolbar,
  dialogs,
  ...table
}: PagedListPanelProps<T>) {
  return (
    <AdminListPanel
      title={m.title}
      description={description}
      add={{ label: m.add, onClick: onAdd }}
      toolbar={toolbar}
      dialogs={dialogs}
    >
      <PagedTable
        {...table}
        empty={{
          icon,
          title: m.empty,
          hint: filterHint ?? m.emptyHint,
          action: filterHint ? undefined : { label: m.addFirst, onClick: onAdd },
        }}
      />
    </AdminListPanel>
  );
}
