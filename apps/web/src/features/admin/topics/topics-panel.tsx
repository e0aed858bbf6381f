import { Table, Text } from "@mantine/core";
import type { TopicDto } from "@studio/shared";
import { botTypeLabels, commonAdmin, topicMessages } from "@studio/shared";
import { IconTags } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { AdminListPanel } from "../admin-list-panel";
import { AdminTable, AdminTableRow } from "../admin-table";
import { FilterBar } from "../filter-bar";
import { formatDate } from "../format";
import { TableCard } from "../table-card";
import { useDeleteRow } from "../use-delete-row";
import { useListFilters } from "../use-list-filters";
import { useProducts } from "../use-products";
import { useRowDialog } from "../use-row-dialog";
import { TopicFormModal } from "./topic-form-modal";

export function TopicsPanel() {
  const trpc = useTRPC();
  const topics = useQuery(trpc.admin.topics.list.queryOptions());
  const { nameOf, isLoading: productsLoading } = useProducts();
  const filters = useListFilters();
  const form = useRowDialog<TopicDto>();
  const remove = useDeleteRow(trpc.admin.topics.delete, {
    success: { title: topicMessages.deleted, message: topicMessages.deletedDescription },
    error: { title: topicMessages.deleteError, fallback: topicMessages.deleteErrorFallback },
    message: (row: TopicDto | null) => topicMessages.deleteConfirm(row?.name ?? ""),
  });

  // The topic list is small, so it is filtered here rather than on the server.
  const { productId, botType, filtering } = filters;
  const term = filters.search.trim().toLowerCase();
  const visible = (topics.data ?? []).filter(
    (t) =>
      (!term || t.name.toLowerCase().includes(term)) &&
      (productId === undefined || t.productId === productId) &&
      (!botType || t.type.includes(botType)),
  );
  const openAdd = () => form.open(null);

  return (
    <AdminListPanel
      title={topicMessages.title}
      description="What each product writes about, and which bots offer it."
      add={{ label: topicMessages.add, onClick: openAdd }}
      toolbar={<FilterBar filters={filters} searchLabel={topicMessages.search} />}
      dialogs={
        <>
          <TopicFormModal opened={form.opened} onClose={form.close} topic={form.row} />
          {remove.modal}
        </>
      }
    >
      <TableCard
        loading={topics.isPending || productsLoading}
        loadingLabel="Loading topics..."
        isEmpty={visible.length === 0}
        empty={{
          icon: IconTags,
          title: topicMessages.empty,
          hint: filtering ? topicMessages.emptyFilterHint : topicMessages.emptyHint,
          action: filtering ? undefined : { label: topicMessages.addFirst, onClick: openAdd },
        }}
      >
        <AdminTable
          columns={
            <>
              <Table.Th>{commonAdmin.product}</Table.Th>
              <Table.Th visibleFrom="md">{commonAdmin.botType}</Table.Th>
              <Table.Th visibleFrom="sm">{commonAdmin.created}</Table.Th>
            </>
          }
        >
          {visible.map((topic) => (
            <AdminTableRow
              key={topic.id}
              name={topic.name}
              onEdit={() => form.open(topic)}
              onDelete={() => remove.open(topic)}
            >
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
            </AdminTableRow>
          ))}
        </AdminTable>
      </TableCard>
    </AdminListPanel>
  );
}
