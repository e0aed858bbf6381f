import { Select, SimpleGrid, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { BotType } from "@studio/shared";
import {
  commonAdmin,
  promptTemplateMessages as m,
  type PromptTemplateDto,
  promptTemplateForm,
} from "@studio/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useTRPC } from "../../../lib/trpc";
import { botTypeOptions, isBotType } from "../bot-type-badge";
import { FormModal } from "../form-modal";
import { useAdminMutation } from "../use-admin-mutation";
import { useResetOnOpen } from "../use-reset-on-open";

interface PromptTemplateFormModalProps {
  opened: boolean;
  onClose: () => void;
  template?: PromptTemplateDto | null;
  /** The bot type of the tab the dialog was opened from, preselected for a new template. */
  defaultBotType?: BotType | undefined;
}

/** A type alias, not an interface: the zod resolver needs an index-compatible shape. */
type TemplateFormValues = {
  botType: string;
  name: string;
  template: string;
  description: string;
  active: boolean;
};

export function PromptTemplateFormModal({
  opened,
  onClose,
  template,
  defaultBotType,
}: PromptTemplateFormModalProps) {
  const trpc = useTRPC();
  const form = useForm<TemplateFormValues>({
    // SPEC 3: the console form starts a new template inactive.
    initialValues: { botType: "", name: "", template: "", description: "", active: false },
    validate: zod4Resolver(promptTemplateForm),
  });
  const editing = Boolean(template);

  useResetOnOpen(opened, template, () => {
    const next: TemplateFormValues = template
      ? {
          botType: template.botType,
          name: template.name,
          template: template.template,
          description: template.description ?? "",
          active: template.active,
        }
      : {
          botType: defaultBotType ?? "",
          name: "",
          template: "",
          description: "",
          active: false,
        };
    form.setValues(next);
    form.clearErrors();
  });

  const create = useAdminMutation(trpc.admin.promptTemplates.create, {
    success: { title: m.successTitle, message: m.created },
    error: { title: m.errorTitle, fallback: m.createError },
    onDone: onClose,
  });
  const update = useAdminMutation(trpc.admin.promptTemplates.update, {
    success: { title: m.successTitle, message: m.updated },
    error: { title: m.errorTitle, fallback: m.updateError },
    onDone: onClose,
  });
  const pending = create.isPending || update.isPending;

  const submit = form.onSubmit((values) => {
    if (!isBotType(values.botType)) return;
    const payload = {
      botType: values.botType,
      name: values.name.trim(),
      template: values.template.trim(),
      description: values.description.trim() || null,
      active: values.active,
    };
    if (template) update.mutate({ id: template.id, ...payload });
    else create.mutate(payload);
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={editing ? m.editDialog : m.addDialog}
      size="xl"
      onSubmit={submit}
      pending={pending}
      editing={editing}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={commonAdmin.botType}
          placeholder="Select a bot"
          data={botTypeOptions}
          withAsterisk
          {...form.getInputProps("botType")}
          onChange={(value) => form.setFieldValue("botType", value ?? "")}
        />
        <TextInput
          label={commonAdmin.name}
          placeholder="e.g. Weekly market wrap"
          withAsterisk
          {...form.getInputProps("name")}
        />
      </SimpleGrid>
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
