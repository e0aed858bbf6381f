import { Button, Checkbox, Group, Paper, Text } from "@mantine/core";
import { userAdminMessages as m } from "@studio/shared";
import { IconCheck } from "@tabler/icons-react";
import { DeleteButton } from "../delete-button";
import type { UserSelection } from "./use-user-selection";

/** Bulk actions for a sign-up flood: select the shown accounts, approve or delete them at once. */
export function UsersBulkBar({
  selection,
  approve,
  onDelete,
}: {
  selection: UserSelection;
  /** Approves the selection; `pending` while it runs. */
  approve: { run: () => void; pending: boolean };
  /** Asks to delete the selection. */
  onDelete: () => void;
}) {
  const count = selection.ids.size;
  const all = selection.selectable > 0 && count >= selection.selectable;
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="md">
          <Checkbox
            label={m.selectLoaded}
            checked={all}
            indeterminate={count > 0 && !all}
            disabled={selection.selectable === 0}
            onChange={(e) => selection.selectAll(e.currentTarget.checked)}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {m.selectedCount(count)}
          </Text>
        </Group>
        <Group gap="sm">
          <Button
            size="xs"
            leftSection={<IconCheck size={14} />}
            disabled={count === 0}
            loading={approve.pending}
            onClick={approve.run}
          >
            {m.approveSelected}
          </Button>
          <DeleteButton disabled={count === 0} onClick={onDelete}>
            {m.deleteSelected}
          </DeleteButton>
        </Group>
      </Group>
    </Paper>
  );
}
