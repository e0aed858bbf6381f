import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import type { ReactNode } from "react";

interface ConfirmDeleteModalProps {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  pending: boolean;
  title?: string;
  message: ReactNode;
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
  children,
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {commonAdmin.cancel}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {commonAdmin.delete}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
