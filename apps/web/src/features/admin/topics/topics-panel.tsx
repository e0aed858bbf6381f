import { Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { commonAdmin, topicMessages } from "@studio/shared/admin-messages";
import { type BotType, botTypeLabels } from "@studio/shared/bots";
import type { TopicDto } from "@studio/shared/catalog";
import { IconSearch, IconTags } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { botTypeOptions } from "../bot-type-badge";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { formatDate } from "../format";
import { PanelHeader } from "../panel-header";
import { RowActions } from "../row-actions";
import { TableCard } from "../table-card";
import { useAdminRefresh } from "../use-admin-refresh";
import { useProducts } from "../use-products";
import { useRowDialog } from "../use-row-dialog";
import { TopicFormModal } from "./topic-form-modal";

const ALL = "all";

export function TopicsPanel() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const topics = useQuery(trpc.admin.topics.list.queryOptions());
  const { options: productOptions, nameOf, isLoading: productsLoading } = useProducts();
  const [search, setSearch] = useState("");
  const [productFilter, setProductFilter] = useState(ALL);
  const [typeFilter, setTypeFilter] = useState(ALL);
  const form = useRowDialog<TopicDto>();
  const confirm = useRowDialog<TopicDto>();

  const remove = useMutation(
    trpc.admin.topics.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notify.success(topicMessages.deleted, topicMessages.deletedDescription);
        confirm.close();
      },
      onError: (error) =>
        notify.error(
          topicMessages.deleteError,
          errorMessage(error, topicMessages.deleteErrorFallback),
        ),
    }),
  );

  const term = search.trim().toLowerCase();
  const filtering = term !== "" || productFilter !== ALL || typeFilter !== ALL;
  const visible = (topics.data ?? []).filter(
    (t) =>
      (!term || t.name.toLowerCase().includes(term)) &&
      (productFilter === ALL || String(t.productId) === productFilter) &&
      (typeFilter === ALL || t.type.includes(typeFilter as BotType)),
  );
  const openAdd = () => form.open(null);

  return (
    <Stack gap="lg">
      <PanelHeader
        title={topicMessages.title}
        description="What each product writes about, and which bots offer it."
        action={{ label: topicMessages.add, onClick: openAdd }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={topicMessages.search}
          placeholder={topicMessages.search}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: "1 1 240px" }}
          maw={420}
        />
        <Select
          aria-label="Filter by product"
          data={[{ value: ALL, label: commonAdmin.allProducts }, ...productOptions]}
          value={productFilter}
          onChange={(v) => setProductFilter(v ?? ALL)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
        <Select
          aria-label="Filter by bot type"
          data={[{ value: ALL, label: commonAdmin.allTypes }, ...botTypeOptions]}
          value={typeFilter}
          onChange={(v) => setTypeFilter(v ?? ALL)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
      </Group>
      <TableCard loading={topics.isPending || productsLoading} loadingLabel="Loading topics...">
        {visible.length === 0 ? (
          <EmptyState
            icon={IconTags}
            title={topicMessages.empty}
            hint={filtering ? topicMessages.emptyFilterHint : topicMessages.emptyHint}
            action={filtering ? undefined : { label: topicMessages.addFirst, onClick: openAdd }}
          />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{commonAdmin.name}</Table.Th>
                <Table.Th>{commonAdmin.product}</Table.Th>
                <Table.Th visibleFrom="md">{commonAdmin.botType}</Table.Th>
                <Table.Th visibleFrom="sm">{commonAdmin.created}</Table.Th>
                <Table.Th ta="right">{commonAdmin.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((topic) => (
                <Table.Tr key={topic.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {topic.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{nameOf(topic.productId) ?? commonAdmin.unknownProduct}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{topic.type.map((t) => botTypeLabels[t]).join(", ")}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c="dimmed">
                      {formatDate(topic.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={topic.name}
                      onEdit={() => form.open(topic)}
                      onDelete={() => confirm.open(topic)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </TableCard>

      <TopicFormModal opened={form.opened} onClose={form.close} topic={form.row} />
      <ConfirmDeleteModal
        opened={confirm.opened}
        onClose={confirm.close}
        onConfirm={() => confirm.row && remove.mutate({ id: confirm.row.id })}
        pending={remove.isPending}
        message={topicMessages.deleteConfirm}
      />
    </Stack>
  );
}
