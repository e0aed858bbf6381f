import type { ReactNode } from "react";
import { ConfirmDeleteModal } from "./confirm-delete-modal";
import {
  type AdminMutationFeedback,
  type MutationProcedure,
  useAdminMutation,
} from "./use-admin-mutation";
import { useRowDialog } from "./use-row-dialog";

interface DeleteRowOptions<T, TData> {
  success: AdminMutationFeedback<TData>["success"];
  error: AdminMutationFeedback<TData>["error"];
  /** The dialog's title; "Are you sure?" when absent. */
  title?: string;
  /** The question, naming the row ("Delete the topic “Rates”?"). */
  message: (row: T | null) => ReactNode;
  /** More about the row under the question (e.g. "this template is active"). */
  details?: (row: T) => ReactNode;
}

/**
 * The delete of every admin list: a row's Delete opens a confirmation, confirming runs the
 * entity's delete procedure with the usual reload, toast and close. Returns the opener for the
 * rows and the dialog to render with the panel's other dialogs.
 */
export function useDeleteRow<T extends { id: number }, TData, TError>(
  procedure: MutationProcedure<TData, TError, { id: number }>,
  { success, error, title, message, details }: DeleteRowOptions<T, TData>,
) {
  const dialog = useRowDialog<T>();
  const mutation = useAdminMutation(procedure, { success, error, onDone: dialog.close });
  const modal = (
    <ConfirmDeleteModal
      opened={dialog.opened}
      onClose={dialog.close}
      onConfirm={() => dialog.row && mutation.mutate({ id: dialog.row.id })}
      pending={mutation.isPending}
      title={title}
      message={message(dialog.row)}
    >
      {dialog.row && details?.(dialog.row)}
    </ConfirmDeleteModal>
  );
  return { open: (row: T) => dialog.open(row), modal };
}
