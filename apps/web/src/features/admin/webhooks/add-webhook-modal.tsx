import { Checkbox, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type CreateWebhookInput,
  WEBHOOK_URL_MAX,
  type WebhookEvent,
  webhookEventLabels,
  webhookEventValues,
} from "@studio/shared";
import { ModalActions } from "../admin-modal";
import { webhookStrings as s } from "./webhook-strings";

type WebhookFormValues = { url: string; events: WebhookEvent[] };

/** The address and the events to hear; the server checks both again (and the address's network). */
export function AddWebhookModal({
  opened,
  onClose,
  onSubmit,
  pending,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (input: CreateWebhookInput) => void;
  pending: boolean;
}) {
  const form = useForm<WebhookFormValues>({
    initialValues: { url: "", events: ["content.approved"] },
  });
  const { url, events } = form.values;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={form.reset}
      title={s.addTitle}
      centered
      closeButtonProps={{ "aria-label": s.cancel }}
    >
      <form onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack gap="md">
          <TextInput
            type="url"
            label={s.url}
            placeholder={s.urlPlaceholder}
            maxLength={WEBHOOK_URL_MAX}
            required
            data-autofocus
            {...form.getInputProps("url")}
          />
          <Checkbox.Group label={s.events} required {...form.getInputProps("events")}>
            <Stack gap="xs" mt="xs">
              {webhookEventValues.map((event) => (
                <Checkbox
                  key={event}
                  value={event}
                  label={event}
                  description={webhookEventLabels[event]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <ModalActions
            onCancel={onClose}
            pending={pending}
            label={s.submit}
            disabled={url.trim() === "" || events.length === 0}
            cancelLabel={s.cancel}
          />
        </Stack>
      </form>
    </Modal>
  );
}
