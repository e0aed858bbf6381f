import { Textarea } from "@mantine/core";
import { createKnowledgeInput, type KnowledgeDto, knowledgeMessages } from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { isBotType } from "../bot-type-badge";
import {
  BotTypeSelect,
  FieldPair,
  NameInput,
  ProductSelect,
  selectInputProps,
} from "../form-fields";
import { FormModal } from "../form-modal";
import type { RowDialog } from "../use-row-dialog";
import { useRowForm } from "../use-row-form";

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type KnowledgeFormValues = {
  name: string;
  content: string;
  productId: string;
  botType: string;
};

const blank: KnowledgeFormValues = { name: "", content: "", productId: "", botType: "" };

/** Add a knowledge base entry, or edit the dialog's row. */
export function KnowledgeFormModal({ dialog }: { dialog: RowDialog<KnowledgeDto> }) {
  const trpc = useTRPC();
  const { form, modal } = useRowForm(dialog, {
    procedures: trpc.admin.knowledge,
    messages: knowledgeMessages,
    blank,
    toValues: (entry) => ({
      name: entry.name,
      content: entry.content,
      productId: String(entry.productId),
      botType: entry.botType,
    }),
    validate: zod4Resolver(createKnowledgeInput),
    toInput: ({ name, content, productId, botType }) =>
      isBotType(botType)
        ? {
            name: name.trim(),
            content: content.trim(),
            productId: Number.parseInt(productId, 10),
            botType,
          }
        : null,
  });
  const { name, content, productId, botType } = form.values;

  return (
    <FormModal
      {...modal}
      size="lg"
      // SPEC 5: blank name or content (after trimming), no product or bot type.
      submitDisabled={!name.trim() || !content.trim() || !productId || !botType}
    >
      <NameInput
        label={knowledgeMessages.nameLabel}
        placeholder="e.g. House style guide"
        {...form.getInputProps("name")}
      />
      <FieldPair>
        <ProductSelect {...selectInputProps(form, "productId")} />
        <BotTypeSelect {...selectInputProps(form, "botType")} />
      </FieldPair>
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
