import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";

export interface OneTimeSecretStrings {
  title: string;
  warning: string;
  /** The accessible name of the block that shows the secret. */
  secretLabel: string;
  copy: string;
  copied: string;
  done: string;
  close: string;
}

/**
 * The one time a secret (an API key, a webhook's signing secret) is shown: what it belongs to,
 * the secret itself, a copy button and a plain warning. It closes only by a deliberate click.
 */
export function OneTimeSecretModal({
  shown,
  strings: s,
  onClose,
}: {
  /** What the secret belongs to (a key's name, a webhook's URL) and the secret; null: closed. */
  shown: { owner: string; secret: string } | null;
  strings: OneTimeSecretStrings;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={s.title}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": s.close }}
    >
      {shown && (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {s.warning}
          </Alert>
          <Text size="sm" fw={600} style={{ wordBreak: "break-all" }}>
            {shown.owner}
          </Text>
          <Code
            block
            aria-label={s.secretLabel}
            style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
          >
            {shown.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? "light" : "filled"}
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? s.copied : s.copy}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              {s.done}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
