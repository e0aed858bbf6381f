import type { ReactNode } from "react";
import { ConfirmDeleteModal } from "./confirm-delete-modal";
import type { RowDialog } from "./use-row-dialog";

interface DeleteRowModalProps<T extends { id: number }> {
  /** The confirmation dialog, opened with the row to delete. */
  dialog: RowDialog<T>;
  /** The delete mutation; it closes the dialog itself once the row is gone. */
  mutation: { mutate: (input: { id: number }) => void; isPending: boolean };
  title?: string;
  message: ReactNode;
  children?: ReactNode;
}

/** Wires a row's delete confirmation to its delete mutation, the same way in every list. */
export function DeleteRowModal<T extends { id: number }>({
  dialog,
  mutation,
  title,
  message,
  children,
}: DeleteRowModalProps<T>) {
  return (
    <ConfirmDeleteModal
      opened={dialog.opened}
      onClose={dialog.close}
      onConfirm={() => dialog.row && mutation.mutate({ id: dialog.row.id })}
      pending={mutation.isPending}
      title={title}
      message={message}
    >
      {children}
    </ConfirmDeleteModal>
  );
}
