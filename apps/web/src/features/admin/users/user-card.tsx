import { Avatar, Badge, Button, Card, Checkbox, Group, Stack, Switch, Text } from "@mantine/core";
import type { AdminUserDto, Role } from "@studio/shared";
import { userAdminMessages as m, roleLabels } from "@studio/shared";
import { IconCalendar, IconPencil } from "@tabler/icons-react";
import { DeleteButton } from "../delete-button";
import { formatDate } from "../format";
import type { UserSelection } from "./use-user-selection";

const roleColors: Record<Role, string> = { user: "gray", reviewer: "grape", admin: "navy" };

interface UserCardProps {
  user: AdminUserDto;
  /** The signed-in administrator: their own card cannot be deleted or unapproved. */
  isSelf: boolean;
  approvalPending: boolean;
  onApprovalChange: (approved: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The accounts chosen for a bulk action (your own card cannot be chosen). */
  selection: UserSelection;
}

export function UserCard({
  user,
  isSelf,
  approvalPending,
  onApprovalChange,
  onEdit,
  onDelete,
  selection,
}: UserCardProps) {
  return (
    <Card padding="lg" withBorder aria-label={user.username} component="article">
      <Stack gap="md" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar color="navy" radius="xl" aria-hidden>
            {user.username.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} truncate>
              {user.username}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
            <Group gap={6} mt={6}>
              <Badge variant="light" color={roleColors[user.role]} tt="none">
                {roleLabels[user.role]}
              </Badge>
              <Badge variant="light" color={user.approved ? "teal" : "yellow"} tt="none">
                {user.approved ? m.approved : m.pending}
              </Badge>
            </Group>
          </Stack>
          <Checkbox
            aria-label={m.selectUser(user.username)}
            checked={selection.ids.has(user.id)}
            disabled={isSelf}
            onChange={(e) => selection.toggle(user.id, e.currentTarget.checked)}
          />
        </Group>
        <Group gap={6} c="dimmed">
          <IconCalendar size={14} aria-hidden />
          <Text size="xs">{formatDate(user.createdAt, m.notAvailable)}</Text>
        </Group>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Switch
            // Labelled by its state, so it never reads "Approved" beside a "Pending" badge.
            label={user.approved ? m.approved : m.pending}
            checked={user.approved}
            disabled={approvalPending || isSelf}
            aria-label={`${m.approvalSwitch}: ${user.username}`}
            onChange={(e) => onApprovalChange(e.currentTarget.checked)}
          />
          <Group gap={6} wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              aria-label={`Edit ${user.username}`}
            >
              Edit
            </Button>
            <DeleteButton
              onClick={onDelete}
              disabled={isSelf}
              aria-label={`Delete ${user.username}`}
            >
              Delete
            </DeleteButton>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
