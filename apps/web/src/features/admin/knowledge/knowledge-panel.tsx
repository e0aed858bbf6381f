import { Group, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { commonAdmin, knowledgeMessages } from "@studio/shared/admin-messages";
import type { BotType } from "@studio/shared/bots";
import type { KnowledgeDto } from "@studio/shared/catalog";
import { KNOWLEDGE_PREVIEW_CHARS } from "@studio/shared/limits";
import { IconBooks, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { BotTypeBadge, botTypeOptions } from "../bot-type-badge";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { preview } from "../format";
import { PanelHeader } from "../panel-header";
import { RowActions } from "../row-actions";
import { TableCard } from "../table-card";
import { useAdminRefresh } from "../use-admin-refresh";
import { useProducts } from "../use-products";
import { useRowDialog } from "../use-row-dialog";
import { KnowledgeFormModal } from "./knowledge-form-modal";
import { KnowledgeViewModal } from "./knowledge-view-modal";

const ALL = "all";

export function KnowledgePanel() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const { options: productOptions, nameOf, isLoading: productsLoading } = useProducts();
  const [search, setSearch] = useState("");
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250);
  const [productFilter, setProductFilter] = useState(ALL);
  const [botFilter, setBotFilter] = useState(ALL);
  const form = useRowDialog<KnowledgeDto>();
  const viewer = useRowDialog<KnowledgeDto>();
  const confirm = useRowDialog<KnowledgeDto>();

  // SPEC 5's filters run on the server: name search, exact product, exact bot.
  const entries = useQuery({
    ...trpc.admin.knowledge.list.queryOptions({
      ...(debouncedSearch ? { search: debouncedSearch } : {}),
      ...(productFilter !== ALL ? { productId: Number(productFilter) } : {}),
      ...(botFilter !== ALL ? { botType: botFilter as BotType } : {}),
    }),
    placeholderData: keepPreviousData,
  });

  const remove = useMutation(
    trpc.admin.knowledge.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notify.success(knowledgeMessages.deleted, knowledgeMessages.deletedDescription);
        confirm.close();
      },
      onError: (error) =>
        notify.error(
          knowledgeMessages.deleteError,
          errorMessage(error, knowledgeMessages.deleteErrorFallback),
        ),
    }),
  );

  const filtering = search.trim() !== "" || productFilter !== ALL || botFilter !== ALL;
  const visible = entries.data ?? [];
  const openAdd = () => form.open(null);

  return (
    <Stack gap="lg">
      <PanelHeader
        title={knowledgeMessages.title}
        description="Reference material the AI draws on for each product and bot."
        action={{ label: knowledgeMessages.add, onClick: openAdd }}
      />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          aria-label={knowledgeMessages.search}
          placeholder={knowledgeMessages.search}
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
          value={botFilter}
          onChange={(v) => setBotFilter(v ?? ALL)}
          allowDeselect={false}
          w={{ base: "100%", xs: 220 }}
        />
      </Group>
      <TableCard
        loading={entries.isPending || productsLoading}
        loadingLabel="Loading knowledge base..."
      >
        {visible.length === 0 ? (
          <EmptyState
            icon={IconBooks}
            title={knowledgeMessages.empty}
            hint={filtering ? knowledgeMessages.emptyFilterHint : knowledgeMessages.emptyHint}
            action={filtering ? undefined : { label: knowledgeMessages.addFirst, onClick: openAdd }}
          />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{commonAdmin.name}</Table.Th>
                <Table.Th visibleFrom="sm">{commonAdmin.product}</Table.Th>
                <Table.Th visibleFrom="sm">{commonAdmin.botType}</Table.Th>
                <Table.Th visibleFrom="md">{knowledgeMessages.contentPreview}</Table.Th>
                <Table.Th ta="right">{commonAdmin.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {entry.name}
                    </Text>
                  </Table.Td>
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
                  <Table.Td>
                    <RowActions
                      name={entry.name}
                      onView={() => viewer.open(entry)}
                      onEdit={() => form.open(entry)}
                      onDelete={() => confirm.open(entry)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </TableCard>

      <KnowledgeFormModal opened={form.opened} onClose={form.close} entry={form.row} />
      <KnowledgeViewModal
        opened={viewer.opened}
        entry={viewer.row}
        productName={viewer.row ? nameOf(viewer.row.productId) : undefined}
        onClose={viewer.close}
      />
      <ConfirmDeleteModal
        opened={confirm.opened}
        onClose={confirm.close}
        onConfirm={() => confirm.row && remove.mutate({ id: confirm.row.id })}
        pending={remove.isPending}
        message={knowledgeMessages.deleteConfirm(confirm.row?.name ?? "")}
      />
    </Stack>
  );
}
