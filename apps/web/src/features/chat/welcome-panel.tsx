import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { chatMessages } from "@studio/shared";
import { IconPlus, IconSparkles } from "@tabler/icons-react";

/** Shown when there is no conversation to open. */
export function WelcomePanel({ onNew, creating }: { onNew: () => void; creating: boolean }) {
  return (
    <Center p="xl" style={{ flex: 1 }}>
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal" aria-hidden>
          <IconSparkles size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {chatMessages.welcomeTitle}
        </Title>
        <Text c="dimmed">{chatMessages.welcomeText}</Text>
        <Button mt="sm" leftSection={<IconPlus size={16} />} onClick={onNew} loading={creating}>
          {chatMessages.newConversation}
        </Button>
      </Stack>
    </Center>
  );
}
