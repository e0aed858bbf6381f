import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import type { ScheduleDto, ScheduleRunDto, ScheduleRunStatus } from "@studio/shared";
import { IconCalendarTime, IconPlayerPlay, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { ConfirmRowDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { formatDateTime } from "../format";
import { PanelHeader } from "../panel-header";
import { QueryStates } from "../query-states";
import { useProducts } from "../use-products";
import { scheduleStrings as s } from "./schedule-strings";

const runColor: Record<ScheduleRunStatus, string> = {
  queued: "gray",
  running: "blue",
  done: "teal",
  failed: "red",
};

/** Admin → Schedules: every schedule with its next run, last run and the drafts it wrote. */
export function SchedulesPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const schedules = useQuery({
    ...trpc.schedules.list.queryOptions(),
    // A queued or running run finishes on its own.
    refetchInterval: (query) =>
      query.state.data?.some((sc) =>
        sc.runs.some((r) => r.status === "queued" || r.status === "running"),
      )
        ? 3_000
        : false,
  });
  const products = useProducts();
  const [deleting, setDeleting] = useState<ScheduleDto | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.schedules.pathKey() });
  const onError = (cause: unknown) => notify.error(s.errorTitle, errorMessage(cause, s.loadFailed));

  const toggle = useMutation(trpc.schedules.update.mutationOptions({ onSuccess: reload, onError }));
  const run = useMutation(
    trpc.schedules.run.mutationOptions({
      onSuccess: async () => {
        await reload();
        notify.success(s.runQueued, s.runQueuedHint);
      },
      onError,
    }),
  );
  const remove = useMutation(
    trpc.schedules.delete.mutationOptions({
      onSuccess: async () => {
        await reload();
        setDeleting(null);
      },
      onError,
    }),
  );
  const rows = schedules.data ?? [];

  return (
    <Stack gap="lg">
      <PanelHeader title={s.title} description={s.intro} />
      <QueryStates
        query={schedules}
        failed={s.loadFailed}
        isEmpty={rows.length === 0}
        empty={
          <Paper withBorder radius="md" p="md">
            <EmptyState icon={IconCalendarTime} title={s.emptyTitle} hint={s.emptyHint} />
          </Paper>
        }
      >
        {rows.map((schedule) => {
          const label = s.scheduleLabel(
            schedule.botType,
            products.nameOf(schedule.productId) ?? `#${schedule.productId}`,
          );
          return (
            <Paper
              key={schedule.id}
              withBorder
              radius="md"
              p="md"
              miw={0}
              component="section"
              aria-label={label}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <Stack gap={2} miw={0} style={{ flex: "1 1 260px" }}>
                    <Title order={3} size="h4">
                      {label}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {s.when(schedule.cron, schedule.timezone)} ·{" "}
                      {s.topics(schedule.topicIds.length)} · {s.owner(schedule.owner.username)}
                    </Text>
                    <Text size="sm">
                      {s.nextRun}: {formatDateTime(schedule.nextRunAt, s.none)} · {s.lastRun}:{" "}
                      {formatDateTime(schedule.lastRunAt, s.never)}
                    </Text>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Switch
                      label={s.enabled}
                      checked={schedule.enabled}
                      onChange={(e) =>
                        toggle.mutate({ id: schedule.id, enabled: e.currentTarget.checked })
                      }
                    />
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPlayerPlay size={14} />}
                      aria-label={s.runNowLabel(label)}
                      loading={run.isPending && run.variables?.id === schedule.id}
                      onClick={() => run.mutate({ id: schedule.id })}
                    >
                      {s.runNow}
                    </Button>
                    <Tooltip label={s.deleteTitle}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={s.deleteLabel(label)}
                        onClick={() => setDeleting(schedule)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Group>
                <Runs runs={schedule.runs} />
              </Stack>
            </Paper>
          );
        })}
      </QueryStates>
      <ConfirmRowDeleteModal
        row={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={s.deleteTitle}
        message={() => s.deleteMessage}
      />
    </Stack>
  );
}

function Runs({ runs }: { runs: ScheduleRunDto[] }) {
  if (runs.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {s.noRuns}
      </Text>
    );
  }
  return (
    <Stack gap={6} component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {runs.map((run) => (
        <Stack key={run.id} gap={2} component="li">
          <Group gap="xs" wrap="wrap">
            <Badge color={runColor[run.status]} variant="light">
              {run.status}
            </Badge>
            <Text size="sm">
              {s.trigger[run.trigger]} · {formatDateTime(run.startedAt ?? run.scheduledFor)}
            </Text>
          </Group>
          {run.drafts.length > 0 && (
            <Group gap="xs" wrap="wrap" pl="sm">
              {run.drafts.map((draft) => (
                <Anchor key={draft.id} component={Link} to={`/content/${draft.id}`} size="sm">
                  {draft.title}
                </Anchor>
              ))}
            </Group>
          )}
          {run.errors.map((error) => (
            <Text key={error.topicId} size="xs" c="red" pl="sm">
              {s.topicFailed(error.topicId, error.message)}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
