import { Checkbox, Select, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type BotType,
  botTypeLabels,
  botTypes,
  commonAdmin,
  createTopicInput,
  type TopicDto,
  topicMessages,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { FormModal } from "../form-modal";
import { useAdminMutation } from "../use-admin-mutation";
import { useProducts } from "../use-products";
import { useResetOnOpen } from "../use-reset-on-open";

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
  const { options } = useProducts();
  const form = useForm<TopicFormValues>({
    initialValues: blank,
    validate: zod4Resolver(createTopicInput),
  });
  const editing = Boolean(topic);

  useResetOnOpen(opened, topic, () => {
    form.setValues(
      topic ? { name: topic.name, productId: String(topic.productId), type: topic.type } : blank,
    );
    form.resetDirty();
  });

  const create = useAdminMutation(trpc.admin.topics.create, {
    success: { title: topicMessages.created, message: topicMessages.createdDescription },
    error: { title: topicMessages.createError, fallback: topicMessages.createErrorFallback },
    onDone: onClose,
  });
  const update = useAdminMutation(trpc.admin.topics.update, {
    success: { title: topicMessages.updated, message: topicMessages.updatedDescription },
    error: { title: topicMessages.updateError, fallback: topicMessages.updateErrorFallback },
    onDone: onClose,
  });
  const pending = create.isPending || update.isPending;
  const nameBlank = !form.values.name.trim();

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
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? topicMessages.editDialog : topicMessages.addDialog}
      onSubmit={submit}
      pending={pending}
      // SPEC 5: create also needs a product; edit only needs a name.
      submitDisabled={nameBlank || (!editing && !form.values.productId)}
      editing={editing}
    >
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
    </FormModal>
  );
}
