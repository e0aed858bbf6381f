import { Stack, Text } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import type { ReactNode } from "react";
import { AdminModal, ModalActions } from "./admin-modal";

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  title?: string;
  message: ReactNode;
  /** The confirming button's word when the action is not a deletion ("Revoke"). */
  confirmLabel?: string;
  children?: ReactNode;
}

/** The delete confirmation of every admin list: nothing is deleted without a second click. */
export function ConfirmDeleteModal({
  opened,
  onClose,
  onConfirm,
  pending,
  title = commonAdmin.areYouSure,
  message,
  confirmLabel = commonAdmin.delete,
  children,
}: ConfirmDeleteModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {children}
        <ModalActions
          onCancel={onClose}
          pending={pending}
          label={confirmLabel}
          onConfirm={onConfirm}
          color="red"
        />
      </Stack>
    </AdminModal>
  );
}

interface ConfirmRowDeleteModalProps<T extends { id: number }> {
  /** The row whose Delete was clicked; null while nothing waits for confirmation. */
  row: T | null;
  onClose: () => void;
  /** The delete mutation; it closes the dialog itself when it succeeds. */
  remove: { mutate: (input: { id: number }) => void; isPending: boolean };
  title: string;
  message: (row: T | null) => ReactNode;
  confirmLabel?: string;
}

/**
 * The confirmation of a panel that keeps its own delete (its reload, toasts and selection):
 * confirming deletes the row by id. The lists with the usual admin feedback use useDeleteRow.
 */
export function ConfirmRowDeleteModal<T extends { id: number }>({
  row,
  onClose,
  remove,
  title,
  message,
  confirmLabel,
}: ConfirmRowDeleteModalProps<T>) {
  return (
    <ConfirmDeleteModal
      opened={row !== null}
      onClose={onClose}
      onConfirm={() => row && remove.mutate({ id: row.id })}
      pending={remove.isPending}
      title={title}
      message={message(row)}
      confirmLabel={confirmLabel}
    />
  );
}
