import { Button, Checkbox, Group, Paper, Text } from "@mantine/core";
import { userAdminMessages as m } from "@studio/shared";
import { IconCheck, IconTrash } from "@tabler/icons-react";

interface UsersBulkBarProps {
  selected: number;
  /** How many shown accounts may be selected (everyone but yourself). */
  selectable: number;
  onSelectAll: (checked: boolean) => void;
  onApprove: () => void;
  onDelete: () => void;
  approving: boolean;
}

/** Bulk actions for a sign-up flood: select the shown accounts, approve or delete them at once. */
export function UsersBulkBar({
  selected,
  selectable,
  onSelectAll,
  onApprove,
  onDelete,
  approving,
}: UsersBulkBarProps) {
  const all = selectable > 0 && selected >= selectable;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md">
          <Checkbox
            label={m.selectLoaded}
            checked={all}
            indeterminate={selected > 0 && !all}
            disabled={selectable === 0}
            onChange={(e) => onSelectAll(e.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {m.selectedCount(selected)}
          </Text>
        </Group>
        <Group gap="sm">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={selected === 0}
            loading={approving}
            onClick={onApprove}
          >
            {m.approveSelected}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            disabled={selected === 0}
            onClick={onDelete}
          >
            {m.deleteSelected}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
