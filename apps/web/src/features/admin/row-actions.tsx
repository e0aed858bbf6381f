import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import { IconEye, IconPencil, IconTrash } from "@tabler/icons-react";

interface RowActionsProps {
  /** The row's name, so each button says what it acts on ("Edit Gold Digest"). */
  name: string;
  onView?: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** View (when given), Edit and Delete as icon buttons, each named after the row. */
export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  const actions = [
    { label: commonAdmin.view, Icon: IconEye, color: "gray", onClick: onView },
    { label: commonAdmin.edit, Icon: IconPencil, color: "gray", onClick: onEdit },
    { label: commonAdmin.delete, Icon: IconTrash, color: "red", onClick: onDelete },
  ];
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {actions.map(
        ({ label, Icon, color, onClick }) =>
          onClick && (
            <Tooltip key={label} label={label}>
              <ActionIcon
                variant="subtle"
                color={color}
                onClick={onClick}
                aria-label={`${label} ${name}`}
              >
                <Icon size={18} />
              </ActionIcon>
            </Tooltip>
          ),
      )}
    </Group>
  );
}
