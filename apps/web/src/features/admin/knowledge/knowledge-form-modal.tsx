import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { commonAdmin, knowledgeMessages } from "@studio/shared/admin-messages";
import { type BotType, botTypes } from "@studio/shared/bots";
import { createKnowledgeInput, type KnowledgeDto } from "@studio/shared/catalog";
import { useMutation } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { botTypeOptions } from "../bot-type-badge";
import { useAdminRefresh } from "../use-admin-refresh";
import { useProducts } from "../use-products";

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

const isBotType = (value: string): value is BotType =>
  (botTypes as readonly string[]).includes(value);

export function KnowledgeFormModal({ opened, onClose, entry }: KnowledgeFormModalProps) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const { options } = useProducts();
  const form = useForm<KnowledgeFormValues>({
    initialValues: blank,
    validate: zod4Resolver(createKnowledgeInput),
  });
  const editing = Boolean(entry);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
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
  }, [opened, entry]);

  const done = async (title: string, description: string) => {
    await refresh();
    notify.success(title, description);
    onClose();
  };
  const create = useMutation(
    trpc.admin.knowledge.create.mutationOptions({
      onSuccess: () => done(knowledgeMessages.created, knowledgeMessages.createdDescription),
      onError: (error) =>
        notify.error(
          knowledgeMessages.createError,
          errorMessage(error, knowledgeMessages.createErrorFallback),
        ),
    }),
  );
  const update = useMutation(
    trpc.admin.knowledge.update.mutationOptions({
      onSuccess: () => done(knowledgeMessages.updated, knowledgeMessages.updatedDescription),
      onError: (error) =>
        notify.error(
          knowledgeMessages.updateError,
          errorMessage(error, knowledgeMessages.updateErrorFallback),
        ),
    }),
  );
  const pending = create.isPending || update.isPending;
  const { name, content, productId, botType } = form.values;
  // SPEC 5: blank name or content (after trimming), no product or bot type, or pending.
  const disabled = pending || !name.trim() || !content.trim() || !productId || !botType;

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
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={editing ? knowledgeMessages.editDialog : knowledgeMessages.addDialog}
      size="lg"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {commonAdmin.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={disabled}>
              {editing ? commonAdmin.update : commonAdmin.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
