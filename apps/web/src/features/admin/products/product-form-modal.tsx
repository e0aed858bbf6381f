import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdminProductDto,
  commonAdmin,
  createProductInput,
  DISCLAIMER_LABEL,
  productMessages,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { FormModal } from "../form-modal";
import { useAdminMutation } from "../use-admin-mutation";
import { useResetOnOpen } from "../use-reset-on-open";

interface ProductFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The product being edited; absent when adding. */
  product?: AdminProductDto | null;
}

export function ProductFormModal({ opened, onClose, product }: ProductFormModalProps) {
  const trpc = useTRPC();
  const form = useForm({
    initialValues: { name: "", disclaimer: "" },
    validate: zod4Resolver(createProductInput),
  });
  const editing = Boolean(product);

  // Each opening starts from the row being edited, or blank for a new product.
  useResetOnOpen(opened, product, () => {
    form.setValues({ name: product?.name ?? "", disclaimer: product?.disclaimer ?? "" });
    form.resetDirty();
  });

  const create = useAdminMutation(trpc.admin.products.create, {
    success: { title: productMessages.created, message: productMessages.createdDescription },
    error: { title: productMessages.createError, fallback: productMessages.createErrorFallback },
    onDone: onClose,
  });
  const update = useAdminMutation(trpc.admin.products.update, {
    success: { title: productMessages.updated, message: productMessages.updatedDescription },
    error: { title: productMessages.updateError, fallback: productMessages.updateErrorFallback },
    onDone: onClose,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit(({ name, disclaimer }) => {
    const values = { name: name.trim(), disclaimer: disclaimer.trim() || null };
    if (product) update.mutate({ id: product.id, ...values });
    else create.mutate(values);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? productMessages.editDialog : productMessages.addDialog}
      onSubmit={submit}
      pending={pending}
      submitDisabled={!form.values.name.trim()}
      editing={editing}
    >
      <TextInput
        label={commonAdmin.name}
        placeholder="e.g. The Income Investor"
        withAsterisk
        data-autofocus
        {...form.getInputProps("name")}
      />
      <Textarea
        label={DISCLAIMER_LABEL}
        description="Appended to every draft for this product; drafts without it are flagged."
        placeholder="e.g. This is not investment advice. Investing involves risk, including loss of principal."
        autosize
        minRows={2}
        maxRows={6}
        {...form.getInputProps("disclaimer")}
      />
    </FormModal>
  );
}
