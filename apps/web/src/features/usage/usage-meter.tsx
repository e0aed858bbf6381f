import { Group, Progress, Stack, Text, Tooltip } from "@mantine/core";
import { IconGauge } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { formatTokens } from "./usage-format";

/** How often the meter re-reads while a page stays open (AI calls elsewhere move it). */
const REFRESH_MS = 15_000;

/**
 * The signed-in person's tokens this month, against their quota when they have one. Shown in
 * the header; hidden until the figure arrives so the header never jumps with a spinner.
 */
export function UsageMeter() {
  const trpc = useTRPC();
  const usage = useQuery({
    ...trpc.usage.mine.queryOptions(),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  if (!usage.data) return null;
  const { monthTokens, monthlyTokenQuota: quota } = usage.data;
  const share = quota ? Math.min(100, (monthTokens / quota) * 100) : 0;
  const color = share >= 100 ? "red" : share >= 80 ? "orange" : "teal";
  const summary =
    quota === null
      ? `${formatTokens(monthTokens)} tokens used this month`
      : `${formatTokens(monthTokens)} of ${formatTokens(quota)} tokens used this month`;

  return (
    <Tooltip
      label={quota === null ? "No monthly quota" : "Your monthly quota resets on the 1st (UTC)"}
    >
      <Group gap={6} wrap="nowrap" data-testid="usage-meter" aria-label={summary} role="group">
        <IconGauge size={18} aria-hidden />
        <Stack gap={2} w={quota === null ? undefined : 120}>
          <Text size="xs" fw={600} lh={1.1}>
            {quota === null
              ? `${formatTokens(monthTokens)} tokens`
              : `${formatTokens(monthTokens)} / ${formatTokens(quota)}`}
          </Text>
          {quota !== null && (
            <Progress value={share} color={color} size="sm" aria-label="Monthly token quota used" />
          )}
        </Stack>
      </Group>
    </Tooltip>
  );
}
