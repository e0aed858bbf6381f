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
