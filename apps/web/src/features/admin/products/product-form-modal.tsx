import { Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { commonAdmin, productMessages } from "@studio/shared/admin-messages";
import { createProductInput, type ProductDto } from "@studio/shared/catalog";
import { useMutation } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { useAdminRefresh } from "../use-admin-refresh";

interface ProductFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The product being edited; absent when adding. */
  product?: ProductDto | null;
}

export function ProductFormModal({ opened, onClose, product }: ProductFormModalProps) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const form = useForm({ initialValues: { name: "" }, validate: zod4Resolver(createProductInput) });
  const editing = Boolean(product);

  // Each opening starts from the row being edited, or blank for a new product.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (opened) form.setValues({ name: product?.name ?? "" });
    if (opened) form.resetDirty();
  }, [opened, product]);

  const done = async (title: string, description: string) => {
    await refresh();
    notify.success(title, description);
    onClose();
  };
  const create = useMutation(
    trpc.admin.products.create.mutationOptions({
      onSuccess: () => done(productMessages.created, productMessages.createdDescription),
      onError: (error) =>
        notify.error(
          productMessages.createError,
          errorMessage(error, productMessages.createErrorFallback),
        ),
    }),
  );
  const update = useMutation(
    trpc.admin.products.update.mutationOptions({
      onSuccess: () => done(productMessages.updated, productMessages.updatedDescription),
      onError: (error) =>
        notify.error(
          productMessages.updateError,
          errorMessage(error, productMessages.updateErrorFallback),
        ),
    }),
  );
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit(({ name }) => {
    if (product) update.mutate({ id: product.id, name: name.trim() });
    else create.mutate({ name: name.trim() });
  });

  return (
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={editing ? productMessages.editDialog : productMessages.addDialog}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={commonAdmin.name}
            placeholder="e.g. The Income Investor"
            withAsterisk
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {commonAdmin.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={!form.values.name.trim() || pending}>
              {editing ? commonAdmin.update : commonAdmin.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
