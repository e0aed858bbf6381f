import { Table, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AdminProductDto } from "@studio/shared";
import { commonAdmin, productMessages } from "@studio/shared";
import { IconPackage } from "@tabler/icons-react";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { formatDate } from "../format";
import { PagedListPanel } from "../paged-list-panel";
import { SearchInput } from "../search-input";
import { useDeleteRow } from "../use-delete-row";
import { nextPageParam, SEARCH_DEBOUNCE_MS, usePagedItems } from "../use-paged-query";
import { useRowDialog } from "../use-row-dialog";
import { ProductFormModal } from "./product-form-modal";

export function ProductsPanel() {
  const trpc = useTRPC();
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The admin list: the public fields plus each product's required disclaimer (for editing),
  // a page at a time, searched on the server.
  const list = useInfiniteQuery({
    ...trpc.admin.products.list.infiniteQueryOptions(term ? { q: term } : {}, {
      getNextPageParam: nextPageParam,
    }),
    placeholderData: keepPreviousData,
  });
  const paged = usePagedItems(list);
  const form = useRowDialog<AdminProductDto>();
  const remove = useDeleteRow(trpc.admin.products.delete, {
    success: { title: productMessages.deleted, message: productMessages.deletedDescription },
    error: { title: productMessages.deleteError, fallback: productMessages.deleteErrorFallback },
    message: (row: AdminProductDto | null) => productMessages.deleteConfirm(row?.name ?? ""),
  });
  const filtering = search.trim() !== "";

  return (
    <PagedListPanel
      messages={productMessages}
      description="The publications your content is written for."
      onAdd={() => form.open(null)}
      toolbar={<SearchInput label={productMessages.search} value={search} onChange={setSearch} />}
      dialogs={
        <>
          <ProductFormModal dialog={form} />
          {remove.modal}
        </>
      }
      list={paged}
      loading={list.isPending}
      loadingLabel="Loading products..."
      icon={IconPackage}
      filterHint={filtering ? productMessages.emptySearchHint : undefined}
      columns={<Table.Th visibleFrom="sm">{commonAdmin.created}</Table.Th>}
      columnCount={3}
      actions={{ onEdit: form.open, onDelete: remove.open }}
      cells={(product) => (
        <Table.Td visibleFrom="sm">
          <Text size="sm" c="dimmed">
            {formatDate(product.createdAt)}
          </Text>
        </Table.Td>
      )}
    />
  );
}
