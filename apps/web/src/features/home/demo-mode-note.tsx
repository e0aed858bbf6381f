import { Group, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useSystemInfo } from "./catalog-queries";
import { homeStrings } from "./home-strings";
import classes from "./panels.module.css";

/** Honest about the offline composer: says demo mode is on and how to configure a model. */
export function DemoModeNote() {
  const info = useSystemInfo();
  if (!info.data?.demoMode) return null;
  return (
    <Group gap={10} wrap="nowrap" align="flex-start" className={classes.demoNote} role="note">
      <IconInfoCircle size={16} className={classes.demoIcon} aria-hidden />
      <Text size="xs" c="dimmed" lh={1.5}>
        <Text span size="xs" fw={700} c="var(--mantine-color-text)">
          {homeStrings.demoModeTitle}.
        </Text>{" "}
        {info.data.configureHint}
      </Text>
    </Group>
  );
}
