import { type ModalProps, Stack } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import type { FormEventHandler, ReactNode } from "react";
import { AdminModal, ModalActions } from "./admin-modal";

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: ModalProps["size"];
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A save is in flight: the submit button spins and Cancel is locked. */
  pending: boolean;
  /** Extra reasons to disable submit, e.g. a required field is blank. */
  submitDisabled?: boolean;
  /** Editing says "Update"; adding says `createLabel`. */
  editing: boolean;
  createLabel?: string;
  children: ReactNode;
}

/** The add/edit dialog of every admin list: the fields, then Cancel and the submit button. */
export function FormModal({
  opened,
  onClose,
  title,
  size,
  onSubmit,
  pending,
  submitDisabled = false,
  editing,
  createLabel = commonAdmin.create,
  children,
}: FormModalProps) {
  return (
    <AdminModal opened={opened} onClose={onClose} title={title} size={size}>
      {/* noValidate: the zod schema validates, so the browser's own bubbles never show. */}
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          <ModalActions
            onCancel={onClose}
            pending={pending}
            label={editing ? commonAdmin.update : createLabel}
            disabled={pending || submitDisabled}
          />
        </Stack>
      </form>
    </AdminModal>
  );
}
