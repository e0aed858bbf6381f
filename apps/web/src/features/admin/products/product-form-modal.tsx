import { Textarea } from "@mantine/core";
import {
  type AdminProductDto,
  createProductInput,
  DISCLAIMER_LABEL,
  productMessages,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { NameInput } from "../form-fields";
import { FormModal } from "../form-modal";
import type { RowDialog } from "../use-row-dialog";
import { useRowForm } from "../use-row-form";

/** Add a product, or edit the dialog's row. */
export function ProductFormModal({ dialog }: { dialog: RowDialog<AdminProductDto> }) {
  const trpc = useTRPC();
  const { form, modal } = useRowForm(dialog, {
    procedures: trpc.admin.products,
    messages: productMessages,
    blank: { name: "", disclaimer: "" },
    toValues: (product) => ({ name: product.name, disclaimer: product.disclaimer ?? "" }),
    validate: zod4Resolver(createProductInput),
    toInput: ({ name, disclaimer }) => ({
      name: name.trim(),
      disclaimer: disclaimer.trim() || null,
    }),
  });

  return (
    <FormModal {...modal} submitDisabled={!form.values.name.trim()}>
      <NameInput placeholder="e.g. The Income Investor" {...form.getInputProps("name")} />
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
