import { Center, Loader, Stack, Text } from "@mantine/core";
import { strings } from "../lib/strings";

export function PageLoader({ label = strings.common.loading }: { label?: string }) {
  return (
    <Center py={96} style={{ flex: 1 }}>
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
