import {
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { commonAdmin, promptTemplateMessages as m } from "@studio/shared/admin-messages";
import { type BotType, botTypes } from "@studio/shared/bots";
import { type PromptTemplateDto, promptTemplateForm } from "@studio/shared/catalog";
import { useMutation } from "@tanstack/react-query";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useEffect } from "react";
import { errorMessage } from "../../../lib/error-message";
import { notify } from "../../../lib/notify";
import { useTRPC } from "../../../lib/trpc";
import { botTypeOptions } from "../bot-type-badge";
import { useAdminRefresh } from "../use-admin-refresh";

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

const isBotType = (value: string): value is BotType =>
  (botTypes as readonly string[]).includes(value);

export function PromptTemplateFormModal({
  opened,
  onClose,
  template,
  defaultBotType,
}: PromptTemplateFormModalProps) {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const form = useForm<TemplateFormValues>({
    // SPEC 3: the console form starts a new template inactive.
    initialValues: { botType: "", name: "", template: "", description: "", active: false },
    validate: zod4Resolver(promptTemplateForm),
  });
  const editing = Boolean(template);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
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
  }, [opened, template]);

  const done = async (description: string) => {
    await refresh();
    notify.success(m.successTitle, description);
    onClose();
  };
  const create = useMutation(
    trpc.admin.promptTemplates.create.mutationOptions({
      onSuccess: () => done(m.created),
      onError: (error) => notify.error(m.errorTitle, errorMessage(error, m.createError)),
    }),
  );
  const update = useMutation(
    trpc.admin.promptTemplates.update.mutationOptions({
      onSuccess: () => done(m.updated),
      onError: (error) => notify.error(m.errorTitle, errorMessage(error, m.updateError)),
    }),
  );
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
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={editing ? m.editDialog : m.addDialog}
      size="xl"
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
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
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {commonAdmin.cancel}
            </Button>
            <Button type="submit" loading={pending} disabled={pending}>
              {editing ? commonAdmin.update : commonAdmin.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
