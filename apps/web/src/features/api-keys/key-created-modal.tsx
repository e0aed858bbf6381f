import type { CreatedApiKeyDto } from "@studio/shared";
import { OneTimeSecretModal } from "../../components/one-time-secret-modal";
import { apiKeyStrings as s } from "./api-key-strings";

const keyStrings = {
  title: s.createdTitle,
  warning: s.createdWarning,
  secretLabel: s.keyLabel,
  copy: s.copy,
  copied: s.copied,
  done: s.done,
  close: s.close,
};

/** The one time a key is shown: a copy button and a plain warning. */
export function KeyCreatedModal({
  created,
  onClose,
}: {
  created: CreatedApiKeyDto | null;
  onClose: () => void;
}) {
  return (
    <OneTimeSecretModal
      shown={created && { owner: created.name, secret: created.key }}
      strings={keyStrings}
      onClose={onClose}
    />
  );
}
