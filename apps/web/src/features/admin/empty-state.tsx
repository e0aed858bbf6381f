import { Button, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type Icon, IconPlus } from "@tabler/icons-react";

export interface EmptyStateProps {
  icon: Icon;
  title: string;
  hint: string;
  /** The "Add Your First ..." button, shown only when no search or filter is active. */
  action?: { label: string; onClick: () => void } | undefined;
}

export function EmptyState({ icon: IconComponent, title, hint, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="xs" py={56} px="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconComponent size={28} />
      </ThemeIcon>
      <Title order={3} size="h4" mt="xs">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={360}>
        {hint}
      </Text>
      {action && (
        <Button mt="sm" leftSection={<IconPlus size={16} />} onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
