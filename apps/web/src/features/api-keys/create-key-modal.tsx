import { Checkbox, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  API_KEY_NAME_MAX,
  type ApiKeyScope,
  apiKeyScopeLabels,
  apiKeyScopes,
  type CreateApiKeyInput,
} from "@studio/shared";
import { ModalActions } from "../admin/admin-modal";
import { apiKeyStrings as s } from "./api-key-strings";
import { endOfDay } from "./format";

interface CreateKeyModalProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (input: CreateApiKeyInput) => void;
  pending: boolean;
  isAdmin: boolean;
}

/** A type alias, not an interface: useForm needs an index-compatible shape. */
type KeyFormValues = { name: string; scopes: ApiKeyScope[]; expiry: string };

/** Name, scopes and an optional expiry date; the server validates the same fields again. */
export function CreateKeyModal({
  opened,
  onClose,
  onSubmit,
  pending,
  isAdmin,
}: CreateKeyModalProps) {
  const form = useForm<KeyFormValues>({
    initialValues: { name: "", scopes: ["read"], expiry: "" },
  });
  const { name, scopes } = form.values;
  const offered = apiKeyScopes.filter((scope) => scope !== "admin" || isAdmin);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  const submit = form.onSubmit((values) => {
    const expiresAt = endOfDay(values.expiry);
    onSubmit({ name: values.name, scopes: values.scopes, ...(expiresAt ? { expiresAt } : {}) });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // Blank again once closed, so the next key starts fresh without the fields flashing empty.
      onExitTransitionEnd={form.reset}
      title={s.createTitle}
      centered
      closeButtonProps={{ "aria-label": s.cancel }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={s.name}
            placeholder={s.namePlaceholder}
            maxLength={API_KEY_NAME_MAX}
            required
            data-autofocus
            {...form.getInputProps("name")}
          />
          <Checkbox.Group label={s.scopes} required {...form.getInputProps("scopes")}>
            <Stack gap="xs" mt="xs">
              {offered.map((scope) => (
                <Checkbox
                  key={scope}
                  value={scope}
                  label={scope}
                  description={apiKeyScopeLabels[scope]}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <TextInput
            type="date"
            label={s.expiry}
            description={s.expiryHint}
            min={tomorrow}
            {...form.getInputProps("expiry")}
          />
          <ModalActions
            onCancel={onClose}
            pending={pending}
            label={s.submit}
            disabled={name.trim() === "" || scopes.length === 0}
            cancelLabel={s.cancel}
          />
        </Stack>
      </form>
    </Modal>
  );
}
