import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";

interface PanelHeaderProps {
  title: string;
  description: string;
  action?: { label: string; onClick: () => void };
}

export function PanelHeader({ title, description, action }: PanelHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
      <Stack gap={2}>
        <Title order={2}>{title}</Title>
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      </Stack>
      {action && (
        <Button leftSection={<IconPlus size={16} />} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Group>
  );
}
