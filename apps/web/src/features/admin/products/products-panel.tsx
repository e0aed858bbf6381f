import { Stack, Table, Text, TextInput } from "@mantine/core";
import { commonAdmin, productMessages } from "@studio/shared/admin-messages";
import type { ProductDto } from "@studio/shared/catalog";
import { IconPackage, IconSearch } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { ConfirmDeleteModal } from "../confirm-delete-modal";
import { EmptyState } from "../empty-state";
import { formatDate } from "../format";
import { PanelHeader } from "../panel-header";
import { RowActions } from "../row-actions";
import { TableCard } from "../table-card";
import { useAdminRefresh } from "../use-admin-refresh";
import { useProducts } from "../use-products";
import { useRowDialog } from "../use-row-dialog";
import { ProductFormModal } from "./product-form-modal";

export function ProductsPanel() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const { products, isLoading } = useProducts();
  const [search, setSearch] = useState("");
  const form = useRowDialog<ProductDto>();
  const confirm = useRowDialog<ProductDto>();

  const remove = useMutation(
    trpc.admin.products.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        notify.success(productMessages.deleted, productMessages.deletedDescription);
        confirm.close();
      },
      onError: (error) =>
        notify.error(
          productMessages.deleteError,
          errorMessage(error, productMessages.deleteErrorFallback),
        ),
    }),
  );

  const term = search.trim().toLowerCase();
  const visible = term ? products.filter((p) => p.name.toLowerCase().includes(term)) : products;
  const openAdd = () => form.open(null);

  return (
    <Stack gap="lg">
      <PanelHeader
        title={productMessages.title}
        description="The publications your content is written for."
        action={{ label: productMessages.add, onClick: openAdd }}
      />
      <TextInput
        aria-label={productMessages.search}
        placeholder={productMessages.search}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <TableCard loading={isLoading} loadingLabel="Loading products...">
        {visible.length === 0 ? (
          <EmptyState
            icon={IconPackage}
            title={productMessages.empty}
            hint={term ? productMessages.emptySearchHint : productMessages.emptyHint}
            action={term ? undefined : { label: productMessages.addFirst, onClick: openAdd }}
          />
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{commonAdmin.name}</Table.Th>
                <Table.Th visibleFrom="sm">{commonAdmin.created}</Table.Th>
                <Table.Th ta="right">{commonAdmin.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {visible.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Text fw={600} size="sm">
                      {product.name}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm" c="dimmed">
                      {formatDate(product.createdAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      name={product.name}
                      onEdit={() => form.open(product)}
                      onDelete={() => confirm.open(product)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </TableCard>

      <ProductFormModal opened={form.opened} onClose={form.close} product={form.row} />
      <ConfirmDeleteModal
        opened={confirm.opened}
        onClose={confirm.close}
        onConfirm={() => confirm.row && remove.mutate({ id: confirm.row.id })}
        pending={remove.isPending}
        message={productMessages.deleteConfirm}
      />
    </Stack>
  );
}
