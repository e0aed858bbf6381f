import { Stack, Text, ThemeIcon } from "@mantine/core";
import { IconClockHour4 } from "@tabler/icons-react";

/** Stand-in until the images issue provides the Image and Cover panels. */
function ComingSoon({ what }: { what: string }) {
  return (
    <Stack align="center" gap="xs" py={48}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        <IconClockHour4 size={26} />
      </ThemeIcon>
      <Text fw={600}>Coming soon</Text>
      <Text size="sm" c="dimmed" ta="center" maw={360}>
        The {what} is on its way.
      </Text>
    </Stack>
  );
}

export function ImageBotPanel() {
  return <ComingSoon what="Image Generator" />;
}

export function CoverBotPanel() {
  return <ComingSoon what="Publication Cover Generator" />;
}
