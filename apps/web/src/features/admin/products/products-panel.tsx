import { Table, Text } from "@mantine/core";
import type { AdminProductDto } from "@studio/shared";
import { commonAdmin, productMessages } from "@studio/shared";
import { IconPackage } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { AdminListPanel } from "../admin-list-panel";
import { AdminTable, AdminTableRow } from "../admin-table";
import { formatDate } from "../format";
import { SearchInput } from "../search-input";
import { TableCard } from "../table-card";
import { useDeleteRow } from "../use-delete-row";
import { useRowDialog } from "../use-row-dialog";
import { ProductFormModal } from "./product-form-modal";

export function ProductsPanel() {
  const trpc = useTRPC();
  // The admin list: the public fields plus each product's required disclaimer (for editing).
  const list = useQuery(trpc.admin.products.list.queryOptions());
  const products = list.data ?? [];
  const isLoading = list.isLoading;
  const [search, setSearch] = useState("");
  const form = useRowDialog<AdminProductDto>();
  const remove = useDeleteRow(trpc.admin.products.delete, {
    success: { title: productMessages.deleted, message: productMessages.deletedDescription },
    error: { title: productMessages.deleteError, fallback: productMessages.deleteErrorFallback },
    message: (row: AdminProductDto | null) => productMessages.deleteConfirm(row?.name ?? ""),
  });

  const term = search.trim().toLowerCase();
  const visible = term ? products.filter((p) => p.name.toLowerCase().includes(term)) : products;
  const openAdd = () => form.open(null);

  return (
    <AdminListPanel
      title={productMessages.title}
      description="The publications your content is written for."
      add={{ label: productMessages.add, onClick: openAdd }}
      toolbar={<SearchInput label={productMessages.search} value={search} onChange={setSearch} />}
      dialogs={
        <>
          <ProductFormModal opened={form.opened} onClose={form.close} product={form.row} />
          {remove.modal}
        </>
      }
    >
      <TableCard
        loading={isLoading}
        loadingLabel="Loading products..."
        isEmpty={visible.length === 0}
        empty={{
          icon: IconPackage,
          title: productMessages.empty,
          hint: term ? productMessages.emptySearchHint : productMessages.emptyHint,
          action: term ? undefined : { label: productMessages.addFirst, onClick: openAdd },
        }}
      >
        <AdminTable columns={<Table.Th visibleFrom="sm">{commonAdmin.created}</Table.Th>}>
          {visible.map((product) => (
            <AdminTableRow
              key={product.id}
              name={product.name}
              onEdit={() => form.open(product)}
              onDelete={() => remove.open(product)}
            >
              <Table.Td visibleFrom="sm">
                <Text size="sm" c="dimmed">
                  {formatDate(product.createdAt)}
                </Text>
              </Table.Td>
            </AdminTableRow>
          ))}
        </AdminTable>
      </TableCard>
    </AdminListPanel>
  );
}
