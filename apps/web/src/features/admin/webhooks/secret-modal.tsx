import type { CreatedWebhookDto } from "@studio/shared";
import { OneTimeSecretModal } from "../../../components/one-time-secret-modal";
import { webhookStrings as s } from "./webhook-strings";

const secretStrings = {
  title: s.secretTitle,
  warning: s.secretWarning,
  secretLabel: s.secretLabel,
  copy: s.copy,
  copied: s.copied,
  done: s.done,
  close: s.close,
};

/** The one time a signing secret is shown: a copy button and a plain warning. */
export function SecretModal({
  created,
  onClose,
}: {
  created: CreatedWebhookDto | null;
  onClose: () => void;
}) {
  return (
    <OneTimeSecretModal
      shown={created && { owner: created.url, secret: created.secret }}
      strings={secretStrings}
      onClose={onClose}
    />
  );
}
