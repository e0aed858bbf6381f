import { Select, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  commonAdmin,
  createKnowledgeInput,
  type KnowledgeDto,
  knowledgeMessages,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { botTypeOptions, isBotType } from "../bot-type-badge";
import { FormModal } from "../form-modal";
import { useAdminMutation } from "../use-admin-mutation";
import { useProducts } from "../use-products";
import { useResetOnOpen } from "../use-reset-on-open";

interface KnowledgeFormModalProps {
  opened: boolean;
  onClose: () => void;
  entry?: KnowledgeDto | null;
}

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type KnowledgeFormValues = {
  name: string;
  content: string;
  productId: string;
  botType: string;
};

const blank: KnowledgeFormValues = { name: "", content: "", productId: "", botType: "" };

export function KnowledgeFormModal({ opened, onClose, entry }: KnowledgeFormModalProps) {
  const trpc = useTRPC();
  const { options } = useProducts();
  const form = useForm<KnowledgeFormValues>({
    initialValues: blank,
    validate: zod4Resolver(createKnowledgeInput),
  });
  const editing = Boolean(entry);

  useResetOnOpen(opened, entry, () => {
    form.setValues(
      entry
        ? {
            name: entry.name,
            content: entry.content,
            productId: String(entry.productId),
            botType: entry.botType,
          }
        : blank,
    );
    form.resetDirty();
  });

  const create = useAdminMutation(trpc.admin.knowledge.create, {
    success: { title: knowledgeMessages.created, message: knowledgeMessages.createdDescription },
    error: {
      title: knowledgeMessages.createError,
      fallback: knowledgeMessages.createErrorFallback,
    },
    onDone: onClose,
  });
  const update = useAdminMutation(trpc.admin.knowledge.update, {
    success: { title: knowledgeMessages.updated, message: knowledgeMessages.updatedDescription },
    error: {
      title: knowledgeMessages.updateError,
      fallback: knowledgeMessages.updateErrorFallback,
    },
    onDone: onClose,
  });
  const pending = create.isPending || update.isPending;
  const { name, content, productId, botType } = form.values;

  const submit = form.onSubmit((values) => {
    if (!isBotType(values.botType)) return;
    const payload = {
      name: values.name.trim(),
      content: values.content.trim(),
      productId: Number.parseInt(values.productId, 10),
      botType: values.botType,
    };
    if (entry) update.mutate({ id: entry.id, ...payload });
    else create.mutate(payload);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? knowledgeMessages.editDialog : knowledgeMessages.addDialog}
      size="lg"
      onSubmit={submit}
      pending={pending}
      // SPEC 5: blank name or content (after trimming), no product or bot type.
      submitDisabled={!name.trim() || !content.trim() || !productId || !botType}
      editing={editing}
    >
      <TextInput
        label={knowledgeMessages.nameLabel}
        placeholder="e.g. House style guide"
        withAsterisk
        data-autofocus
        {...form.getInputProps("name")}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={commonAdmin.product}
          placeholder="Select a product"
          data={options}
          withAsterisk
          searchable
          nothingFoundMessage="No products"
          {...form.getInputProps("productId")}
          onChange={(value) => form.setFieldValue("productId", value ?? "")}
        />
        <Select
          label={commonAdmin.botType}
          placeholder="Select a bot"
          data={botTypeOptions}
          withAsterisk
          {...form.getInputProps("botType")}
          onChange={(value) => form.setFieldValue("botType", value ?? "")}
        />
      </SimpleGrid>
      <Textarea
        label={knowledgeMessages.contentLabel}
        description={knowledgeMessages.contentHelp}
        placeholder="Facts, positioning, tone of voice, recent results..."
        withAsterisk
        autosize
        minRows={6}
        maxRows={16}
        {...form.getInputProps("content")}
      />
    </FormModal>
  );
}
