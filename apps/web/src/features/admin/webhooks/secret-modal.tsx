import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { CreatedWebhookDto } from "@studio/shared";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { webhookStrings as s } from "./webhook-strings";

/** The one time a signing secret is shown: a copy button and a plain warning. */
export function SecretModal({
  created,
  onClose,
}: {
  created: CreatedWebhookDto | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={s.secretTitle}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": s.close }}
    >
      {created && (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {s.secretWarning}
          </Alert>
          <Text size="sm" fw={600} style={{ wordBreak: "break-all" }}>
            {created.url}
          </Text>
          <Code
            block
            aria-label={s.secretLabel}
            style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
          >
            {created.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.secret}>
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
