import { Button, type ButtonProps, Group, Modal, type ModalProps } from "@mantine/core";
import { commonAdmin } from "@studio/shared";

/** Every admin dialog: centred, with its X button named "Close" for screen readers. */
export function AdminModal(props: Omit<ModalProps, "centered" | "closeButtonProps">) {
  return <Modal closeButtonProps={{ "aria-label": commonAdmin.close }} centered {...props} />;
}

interface ModalActionsProps {
  onCancel: () => void;
  /** The action is in flight: the main button spins and Cancel is locked. */
  pending: boolean;
  /** The main button's label ("Create", "Delete", "Upload"). */
  label: string;
  /** Runs the action; without it the main button submits the dialog's form. */
  onConfirm?: () => void;
  disabled?: boolean;
  color?: ButtonProps["color"];
  cancelLabel?: string;
}

/** The foot of every dialog that acts: Cancel, then the main button, at the right. */
export function ModalActions({
  onCancel,
  pending,
  label,
  onConfirm,
  disabled,
  color,
  cancelLabel = commonAdmin.cancel,
}: ModalActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? "button" : "submit"}
        color={color}
        onClick={onConfirm}
        loading={pending}
        disabled={disabled}
      >
        {label}
      </Button>
    </Group>
  );
}
