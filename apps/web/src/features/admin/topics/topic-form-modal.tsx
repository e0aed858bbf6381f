import { Checkbox, Stack } from "@mantine/core";
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
import { NameInput, ProductSelect, selectInputProps } from "../form-fields";
import { FormModal } from "../form-modal";
import type { RowDialog } from "../use-row-dialog";
import { useRowForm } from "../use-row-form";

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type TopicFormValues = {
  name: string;
  productId: string;
  type: BotType[];
};

const blank: TopicFormValues = { name: "", productId: "", type: ["newsletter"] };

/** Add a topic, or edit the dialog's row. */
export function TopicFormModal({ dialog }: { dialog: RowDialog<TopicDto> }) {
  const trpc = useTRPC();
  const { form, editing, modal } = useRowForm(dialog, {
    procedures: trpc.admin.topics,
    messages: topicMessages,
    blank,
    toValues: (topic) => ({
      name: topic.name,
      productId: String(topic.productId),
      type: topic.type,
    }),
    validate: zod4Resolver(createTopicInput),
    toInput: (values) => ({
      name: values.name.trim(),
      productId: Number(values.productId),
      type: values.type,
    }),
  });
  const { name, productId } = form.values;

  return (
    <FormModal
      {...modal}
      // SPEC 5: create also needs a product; edit only needs a name.
      submitDisabled={!name.trim() || (!editing && !productId)}
    >
      <NameInput placeholder="e.g. Dividend aristocrats" {...form.getInputProps("name")} />
      <ProductSelect {...selectInputProps(form, "productId")} />
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
