import { Switch, Textarea, TextInput } from "@mantine/core";
import type { BotType } from "@studio/shared";
import {
  commonAdmin,
  promptTemplateMessages as m,
  type PromptTemplateDto,
  promptTemplateForm,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { isBotType } from "../bot-type-badge";
import { BotTypeSelect, FieldPair, selectInputProps } from "../form-fields";
import { FormModal } from "../form-modal";
import type { RowDialog } from "../use-row-dialog";
import { useRowForm } from "../use-row-form";

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type TemplateFormValues = {
  botType: string;
  name: string;
  template: string;
  description: string;
  active: boolean;
};

/** SPEC 3: the console form starts a new template inactive. */
const blank = (botType: string): TemplateFormValues => ({
  botType,
  name: "",
  template: "",
  description: "",
  active: false,
});

/** The template's messages under the names the row form reads. */
const messages = {
  addDialog: m.addDialog,
  editDialog: m.editDialog,
  created: m.successTitle,
  createdDescription: m.created,
  createError: m.errorTitle,
  createErrorFallback: m.createError,
  updated: m.successTitle,
  updatedDescription: m.updated,
  updateError: m.errorTitle,
  updateErrorFallback: m.updateError,
};

/** Add a prompt template, or edit the dialog's row. */
export function PromptTemplateFormModal({
  dialog,
  defaultBotType,
}: {
  dialog: RowDialog<PromptTemplateDto>;
  /** The bot type of the tab the dialog was opened from, preselected for a new template. */
  defaultBotType: BotType | undefined;
}) {
  const trpc = useTRPC();
  const { form, modal } = useRowForm(dialog, {
    procedures: trpc.admin.promptTemplates,
    messages,
    blank: blank(defaultBotType ?? ""),
    toValues: (template) => ({
      botType: template.botType,
      name: template.name,
      template: template.template,
      description: template.description ?? "",
      active: template.active,
    }),
    validate: zod4Resolver(promptTemplateForm),
    toInput: (values) =>
      isBotType(values.botType)
        ? {
            botType: values.botType,
            name: values.name.trim(),
            template: values.template.trim(),
            description: values.description.trim() || null,
            active: values.active,
          }
        : null,
  });

  return (
    <FormModal {...modal} size="xl">
      <FieldPair>
        <BotTypeSelect {...selectInputProps(form, "botType")} />
        <TextInput
          label={commonAdmin.name}
          placeholder="e.g. Weekly market wrap"
          withAsterisk
          {...form.getInputProps("name")}
        />
      </FieldPair>
      <TextInput
        label={m.description}
        placeholder="Optional: what this template is for"
        {...form.getInputProps("description")}
      />
      <Textarea
        label={m.templateLabel}
        description={m.templateHelp}
        withAsterisk
        autosize
        minRows={8}
        maxRows={20}
        styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
        {...form.getInputProps("template")}
      />
      <Switch
        label={m.active}
        description={m.activeHelp}
        {...form.getInputProps("active", { type: "checkbox" })}
      />
    </FormModal>
  );
}
