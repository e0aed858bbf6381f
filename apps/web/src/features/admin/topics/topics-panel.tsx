import { Table, Text } from "@mantine/core";
import type { TopicDto } from "@studio/shared";
import { botTypeLabels, commonAdmin, topicMessages } from "@studio/shared";
import { IconTags } from "@tabler/icons-react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { FilterBar } from "../filter-bar";
import { formatDate } from "../format";
import { PagedListPanel } from "../paged-list-panel";
import { useDeleteRow } from "../use-delete-row";
import { useListFilters } from "../use-list-filters";
import { nextPageParam, usePagedItems } from "../use-paged-query";
import { useProducts } from "../use-products";
import { useRowDialog } from "../use-row-dialog";
import { TopicFormModal } from "./topic-form-modal";

export function TopicsPanel() {
  const trpc = useTRPC();
  const { nameOf, isLoading: productsLoading } = useProducts();
  const filters = useListFilters();
  const form = useRowDialog<TopicDto>();
  const remove = useDeleteRow(trpc.admin.topics.delete, {
    success: { title: topicMessages.deleted, message: topicMessages.deletedDescription },
    error: { title: topicMessages.deleteError, fallback: topicMessages.deleteErrorFallback },
    message: (row: TopicDto | null) => topicMessages.deleteConfirm(row?.name ?? ""),
  });

  // Name search, product and bot filters run on the server, a page at a time.
  const { term, narrowing, filtering } = filters;
  const topics = useInfiniteQuery({
    ...trpc.admin.topics.list.infiniteQueryOptions(
      { ...(term ? { q: term } : {}), ...narrowing },
      { getNextPageParam: nextPageParam },
    ),
    placeholderData: keepPreviousData,
  });
  const list = usePagedItems(topics);

  return (
    <PagedListPanel
      messages={topicMessages}
      description="What each product writes about, and which bots offer it."
      onAdd={() => form.open(null)}
      toolbar={<FilterBar filters={filters} searchLabel={topicMessages.search} />}
      dialogs={
        <>
          <TopicFormModal dialog={form} />
          {remove.modal}
        </>
      }
      list={list}
      loading={topics.isPending || productsLoading}
      loadingLabel="Loading topics..."
      icon={IconTags}
      filterHint={filtering ? topicMessages.emptyFilterHint : undefined}
      columns={
        <>
          <Table.Th>{commonAdmin.product}</Table.Th>
          <Table.Th visibleFrom="md">{commonAdmin.botType}</Table.Th>
          <Table.Th visibleFrom="sm">{commonAdmin.created}</Table.Th>
        </>
      }
      columnCount={5}
      actions={{ onEdit: form.open, onDelete: remove.open }}
      cells={(topic) => (
        <>
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
        </>
      )}
    />
  );
}
