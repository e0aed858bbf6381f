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

export function RowActions({ name, onView, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {onView && (
        <Tooltip label={commonAdmin.view}>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onView}
            aria-label={`${commonAdmin.view} ${name}`}
          >
            <IconEye size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={commonAdmin.edit}>
        <ActionIcon
          variant="subtle"
          color="gray"
          onClick={onEdit}
          aria-label={`${commonAdmin.edit} ${name}`}
        >
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={commonAdmin.delete}>
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={onDelete}
          aria-label={`${commonAdmin.delete} ${name}`}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
