import { Button, Checkbox, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { commonAdmin, topicMessages } from "@studio/shared/admin-messages";
import { type BotType, botTypeLabels, botTypes } from "@studio/shared/bots";
import { createTopicInput, type TopicDto } from "@studio/shared/catalog";
import { useMutation } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { useAdminRefresh } from "../use-admin-refresh";
import { useProducts } from "../use-products";

interface TopicFormModalProps {
  opened: boolean;
  onClose: () => void;
  topic?: TopicDto | null;
}

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type TopicFormValues = {
  name: string;
  productId: string;
  type: BotType[];
};

const blank: TopicFormValues = { name: "", productId: "", type: ["newsletter"] };

export function TopicFormModal({ opened, onClose, topic }: TopicFormModalProps) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const { options } = useProducts();
  const form = useForm<TopicFormValues>({
    initialValues: blank,
    validate: zod4Resolver(createTopicInput),
  });
  const editing = Boolean(topic);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      topic ? { name: topic.name, productId: String(topic.productId), type: topic.type } : blank,
    );
    form.resetDirty();
  }, [opened, topic]);

  const done = async (title: string, description: string) => {
    await refresh();
    notify.success(title, description);
    onClose();
  };
  const create = useMutation(
    trpc.admin.topics.create.mutationOptions({
      onSuccess: () => done(topicMessages.created, topicMessages.createdDescription),
      onError: (error) =>
        notify.error(
          topicMessages.createError,
          errorMessage(error, topicMessages.createErrorFallback),
        ),
    }),
  );
  const update = useMutation(
    trpc.admin.topics.update.mutationOptions({
      onSuccess: () => done(topicMessages.updated, topicMessages.updatedDescription),
      onError: (error) =>
        notify.error(
          topicMessages.updateError,
          errorMessage(error, topicMessages.updateErrorFallback),
        ),
    }),
  );
  const pending = create.isPending || update.isPending;
  const nameBlank = !form.values.name.trim();
  // SPEC 5: create also needs a product; edit only needs a name.
  const disabled = pending || nameBlank || (!editing && !form.values.productId);

  const submit = form.onSubmit((values) => {
    const payload = {
      name: values.name.trim(),
      productId: Number(values.productId),
      type: values.type,
    };
    if (topic) update.mutate({ id: topic.id, ...payload });
    else create.mutate(payload);
  });

  return (
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={editing ? topicMessages.editDialog : topicMessages.addDialog}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={commonAdmin.name}
            placeholder="e.g. Dividend aristocrats"
            withAsterisk
            data-autofocus
            {...form.getInputProps("name")}
          />
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
          <Checkbox.Group
            label={commonAdmin.botType}
            description="Which bots offer this topic."
            {...form.getInputProps("type")}
          >
            <Stack gap="xs" mt="xs">
              {botTypes.map((bot) => (
                <Checkbox key={bot} value={bot} label={botTypeLabels[bot]} />
              ))}
            </Stack>
          </Checkbox.Group>
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
