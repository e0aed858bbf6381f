import { Button, Group, Stack, Table, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import {
  commonAdmin,
  KNOWLEDGE_PREVIEW_CHARS,
  type KnowledgeDto,
  knowledgeMessages,
  knowledgeUploadMessages,
} from "@studio/shared";
import { IconBooks, IconFileUpload } from "@tabler/icons-react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { BotTypeBadge } from "../bot-type-badge";
import { FilterBar } from "../filter-bar";
import { preview } from "../format";
import { PagedListPanel } from "../paged-list-panel";
import { useDeleteRow } from "../use-delete-row";
import { useListFilters } from "../use-list-filters";
import { nextPageParam, usePagedItems } from "../use-paged-query";
import { useProducts } from "../use-products";
import { useRowDialog } from "../use-row-dialog";
import { KnowledgeFormModal } from "./knowledge-form-modal";
import { KnowledgeUploadModal } from "./knowledge-upload-modal";
import { KnowledgeViewModal } from "./knowledge-view-modal";

export function KnowledgePanel() {
  const trpc = useTRPC();
  const { nameOf, isLoading: productsLoading } = useProducts();
  const filters = useListFilters();
  const form = useRowDialog<KnowledgeDto>();
  const viewer = useRowDialog<KnowledgeDto>();
  const [uploadOpened, uploader] = useDisclosure(false);

  // SPEC 5's filters run on the server: name search, exact product, exact bot.
  const { term, narrowing, filtering } = filters;
  const entries = useInfiniteQuery({
    ...trpc.admin.knowledge.list.infiniteQueryOptions(
      { ...(term ? { search: term } : {}), ...narrowing },
      { getNextPageParam: nextPageParam },
    ),
    placeholderData: keepPreviousData,
  });
  const list = usePagedItems(entries);

  const remove = useDeleteRow(trpc.admin.knowledge.delete, {
    success: { title: knowledgeMessages.deleted, message: knowledgeMessages.deletedDescription },
    error: {
      title: knowledgeMessages.deleteError,
      fallback: knowledgeMessages.deleteErrorFallback,
    },
    message: (row: KnowledgeDto | null) => knowledgeMessages.deleteConfirm(row?.name ?? ""),
  });

  return (
    <PagedListPanel
      messages={knowledgeMessages}
      description="Reference material the AI draws on for each product and bot."
      onAdd={() => form.open(null)}
      toolbar={
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              onClick={uploader.open}
            >
              {knowledgeUploadMessages.button}
            </Button>
          </Group>
          <FilterBar filters={filters} searchLabel={knowledgeMessages.search} />
        </Stack>
      }
      dialogs={
        <>
          <KnowledgeFormModal dialog={form} />
          <KnowledgeUploadModal opened={uploadOpened} onClose={uploader.close} />
          <KnowledgeViewModal
            opened={viewer.opened}
            entry={viewer.row}
            productName={viewer.row ? nameOf(viewer.row.productId) : undefined}
            onClose={viewer.close}
          />
          {remove.modal}
        </>
      }
      list={list}
      loading={entries.isPending || productsLoading}
      loadingLabel="Loading knowledge base..."
      icon={IconBooks}
      filterHint={filtering ? knowledgeMessages.emptyFilterHint : undefined}
      columns={
        <>
          <Table.Th visibleFrom="sm">{commonAdmin.product}</Table.Th>
          <Table.Th visibleFrom="sm">{commonAdmin.botType}</Table.Th>
          <Table.Th visibleFrom="md">{knowledgeMessages.contentPreview}</Table.Th>
        </>
      }
      columnCount={5}
      actions={{ onView: viewer.open, onEdit: form.open, onDelete: remove.open }}
      cells={(entry) => (
        <>
          <Table.Td visibleFrom="sm">
            <Text size="sm">{nameOf(entry.productId) ?? commonAdmin.unknownProduct}</Text>
          </Table.Td>
          <Table.Td visibleFrom="sm" style={{ whiteSpace: "nowrap" }}>
            <BotTypeBadge botType={entry.botType} />
          </Table.Td>
          <Table.Td visibleFrom="md" maw={420}>
            <Text size="sm" c="dimmed">
              {preview(entry.content, KNOWLEDGE_PREVIEW_CHARS)}
            </Text>
          </Table.Td>
        </>
      )}
    />
  );
}
