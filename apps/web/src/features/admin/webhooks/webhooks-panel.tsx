import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import type { CreatedWebhookDto, WebhookDeliveryStatus, WebhookDto } from "@studio/shared";
import { IconListDetails, IconTrash, IconWebhook } from "@tabler/icons-react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { ConfirmRowDeleteModal } from "../confirm-delete-modal";
import { DataTable } from "../data-table";
import { EmptyState } from "../empty-state";
import { formatDateTime } from "../format";
import { PanelHeader } from "../panel-header";
import { QueryStates } from "../query-states";
import { AddWebhookModal } from "./add-webhook-modal";
import { SecretModal } from "./secret-modal";
import { webhookStrings as s } from "./webhook-strings";

const statusColor: Record<WebhookDeliveryStatus, string> = {
  pending: "yellow",
  delivered: "teal",
  failed: "red",
};

/** Admin → Webhooks: endpoints (add, delete) and each one's deliveries (with Redeliver). */
export function WebhooksPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const hooks = useQuery(trpc.webhooks.list.queryOptions());
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookDto | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() });

  const create = useMutation(
    trpc.webhooks.create.mutationOptions({
      onSuccess: async (hook) => {
        await reload();
        setAdding(false);
        setCreated(hook);
        setSelected(hook.id);
      },
      onError: (cause) => notify.error(s.errorTitle, errorMessage(cause, s.loadFailed)),
    }),
  );
  const remove = useMutation(
    trpc.webhooks.delete.mutationOptions({
      onSuccess: async (hook) => {
        await reload();
        setDeleting(null);
        if (selected === hook.id) setSelected(null);
        notify.success(s.deleted, hook.url);
      },
      onError: (cause) => notify.error(s.errorTitle, errorMessage(cause, s.loadFailed)),
    }),
  );
  const rows = hooks.data ?? [];
  const shown = rows.find((h) => h.id === selected) ?? null;

  return (
    <Stack gap="lg">
      <PanelHeader
        title={s.title}
        description={s.intro}
        action={{ label: s.add, onClick: () => setAdding(true) }}
      />
      <Paper withBorder radius="md" p="md" miw={0}>
        <QueryStates
          query={hooks}
          failed={s.loadFailed}
          isEmpty={rows.length === 0}
          empty={
            <EmptyState
              icon={IconWebhook}
              title={s.emptyTitle}
              hint={s.emptyHint}
              action={{ label: s.add, onClick: () => setAdding(true) }}
            />
          }
        >
          <DataTable
            caption={s.listCaption}
            head={
              <>
                <Table.Th>{s.url}</Table.Th>
                <Table.Th>{s.events}</Table.Th>
                <Table.Th visibleFrom="sm">{s.created}</Table.Th>
                <Table.Th aria-label="Actions" />
              </>
            }
          >
            {rows.map((hook) => (
              <Table.Tr
                key={hook.id}
                bg={hook.id === selected ? "var(--mantine-color-default-hover)" : undefined}
              >
                <Table.Td style={{ wordBreak: "break-all" }}>
                  <Text size="sm">{hook.url}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {hook.events.map((event) => (
                      <Badge key={event} variant="light" size="sm">
                        {event}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Text size="sm">{formatDateTime(hook.createdAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={s.deliveries}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={s.showDeliveries(hook.url)}
                        onClick={() => {
                          setSelected(hook.id);
                          // Opened again: show what arrived since, not the cached page.
                          void queryClient.invalidateQueries({
                            queryKey: trpc.webhooks.deliveries.pathKey(),
                          });
                        }}
                      >
                        <IconListDetails size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={s.deleteTitle}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={s.deleteLabel(hook.url)}
                        onClick={() => setDeleting(hook)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </QueryStates>
      </Paper>

      {shown && <Deliveries hook={shown} />}

      <AddWebhookModal
        opened={adding}
        onClose={() => setAdding(false)}
        onSubmit={(input) => create.mutate(input)}
        pending={create.isPending}
      />
      <SecretModal created={created} onClose={() => setCreated(null)} />
      <ConfirmRowDeleteModal
        row={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={s.deleteTitle}
        message={(hook) => (hook ? s.deleteMessage(hook.url) : "")}
      />
    </Stack>
  );
}

/** One endpoint's deliveries, newest first, a page at a time; pending ones refresh. */
function Deliveries({ hook }: { hook: WebhookDto }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const pages = useInfiniteQuery(
    trpc.webhooks.deliveries.infiniteQueryOptions(
      { id: hook.id },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        // Deliveries change on their own (the queue works in the background): often while
        // one is pending, now and then otherwise, so new events show up too.
        refetchInterval: (query) =>
          query.state.data?.pages.some((p) => p.items.some((d) => d.status === "pending"))
            ? 3_000
            : 10_000,
      },
    ),
  );
  const redeliver = useMutation(
    trpc.webhooks.redeliver.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.webhooks.deliveries.pathKey() });
        notify.success(s.redelivered, hook.url);
      },
      onError: (cause) => notify.error(s.errorTitle, errorMessage(cause, s.loadFailed)),
    }),
  );
  const items = pages.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Paper withBorder radius="md" p="md" miw={0}>
      <Stack gap="sm">
        <Title order={3} size="h4" style={{ wordBreak: "break-all" }}>
          {s.showDeliveries(hook.url)}
        </Title>
        <QueryStates
          query={pages}
          failed={s.loadFailed}
          isEmpty={items.length === 0}
          empty={<EmptyState icon={IconWebhook} title={s.noDeliveries} hint={s.noDeliveriesHint} />}
        >
          <DataTable
            caption={s.deliveriesCaption}
            verticalSpacing="xs"
            head={
              <>
                <Table.Th>{s.event}</Table.Th>
                <Table.Th>{s.status}</Table.Th>
                <Table.Th visibleFrom="sm">{s.attempts}</Table.Th>
                <Table.Th visibleFrom="sm">{s.lastCode}</Table.Th>
                <Table.Th visibleFrom="md">{s.next}</Table.Th>
                <Table.Th visibleFrom="md">{s.deliveredAt}</Table.Th>
                <Table.Th aria-label="Actions" />
              </>
            }
          >
            {items.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>
                  <Text size="sm">{d.event}</Text>
                  <Text size="xs" c="dimmed">
                    #{d.id} · {formatDateTime(d.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={statusColor[d.status]} variant="light">
                    {d.status}
                  </Badge>
                </Table.Td>
                <Table.Td visibleFrom="sm">{d.attempts}</Table.Td>
                <Table.Td visibleFrom="sm">{d.lastStatusCode ?? s.none}</Table.Td>
                <Table.Td visibleFrom="md">{formatDateTime(d.nextAttemptAt, s.none)}</Table.Td>
                <Table.Td visibleFrom="md">{formatDateTime(d.deliveredAt, s.none)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={s.redeliverLabel(d.id)}
                    loading={redeliver.isPending && redeliver.variables?.deliveryId === d.id}
                    onClick={() => redeliver.mutate({ id: hook.id, deliveryId: d.id })}
                  >
                    {s.redeliver}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        </QueryStates>
        {pages.hasNextPage && (
          <Button
            variant="default"
            onClick={() => pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {s.loadMore}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
