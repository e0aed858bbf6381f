import { Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import {
  API_KEY_NAME_MAX,
  type ApiKeyScope,
  apiKeyScopeLabels,
  apiKeyScopes,
  type CreateApiKeyInput,
} from "@studio/shared";
import { type FormEvent, useState } from "react";
import { apiKeyStrings as s } from "./api-key-strings";
import { endOfDay } from "./format";

interface CreateKeyModalProps {
  opened: boolean;
  onClose: () => void;
  onSubmit: (input: CreateApiKeyInput) => void;
  pending: boolean;
  isAdmin: boolean;
}

/** Name, scopes and an optional expiry date; the server validates the same fields again. */
export function CreateKeyModal({
  opened,
  onClose,
  onSubmit,
  pending,
  isAdmin,
}: CreateKeyModalProps) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>(["read"]);
  const [expiry, setExpiry] = useState("");
  const offered = apiKeyScopes.filter((scope) => scope !== "admin" || isAdmin);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresAt = endOfDay(expiry);
    onSubmit({ name, scopes, ...(expiresAt ? { expiresAt } : {}) });
  };
  const reset = () => {
    setName("");
    setScopes(["read"]);
    setExpiry("");
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title={s.createTitle}
      centered
      closeButtonProps={{ "aria-label": s.cancel }}
    >
      <form onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            label={s.name}
            placeholder={s.namePlaceholder}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={API_KEY_NAME_MAX}
            required
            data-autofocus
          />
          <Checkbox.Group
            label={s.scopes}
            value={scopes}
            onChange={(value) => setScopes(value as ApiKeyScope[])}
            required
          >
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
            value={expiry}
            min={tomorrow}
            onChange={(e) => setExpiry(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {s.cancel}
            </Button>
            <Button
              type="submit"
              loading={pending}
              disabled={name.trim() === "" || scopes.length === 0}
            >
              {s.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
