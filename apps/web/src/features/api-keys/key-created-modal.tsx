import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { CreatedApiKeyDto } from "@studio/shared";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { apiKeyStrings as s } from "./api-key-strings";

/** The one time a key is shown: a copy button and a plain warning. */
export function KeyCreatedModal({
  created,
  onClose,
}: {
  created: CreatedApiKeyDto | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={s.createdTitle}
      centered
      size="lg"
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": s.close }}
    >
      {created && (
        <Stack gap="md">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
            {s.createdWarning}
          </Alert>
          <Text size="sm" fw={600}>
            {created.name}
          </Text>
          <Code
            block
            aria-label={s.keyLabel}
            style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}
          >
            {created.key}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.key}>
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
