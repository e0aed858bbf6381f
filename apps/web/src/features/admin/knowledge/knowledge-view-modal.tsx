import { Group, Modal, ScrollArea, Stack, Text } from "@mantine/core";
import type { KnowledgeDto } from "@studio/shared";
import { commonAdmin, knowledgeMessages } from "@studio/shared";
import { BotTypeBadge } from "../bot-type-badge";
import { formatDate } from "../format";

interface KnowledgeViewModalProps {
  opened: boolean;
  entry: KnowledgeDto | null;
  productName: string | undefined;
  onClose: () => void;
}

/** The full content of one entry; the table shows only a preview. */
export function KnowledgeViewModal({
  opened,
  entry,
  productName,
  onClose,
}: KnowledgeViewModalProps) {
  return (
    <Modal
      closeButtonProps={{ "aria-label": commonAdmin.close }}
      opened={opened}
      onClose={onClose}
      title={entry?.name ?? knowledgeMessages.viewDialog}
      size="lg"
      centered
    >
      {entry && (
        <Stack gap="md">
          <Group gap="xs">
            <BotTypeBadge botType={entry.botType} />
            {productName && (
              <Text size="sm" c="dimmed">
                {productName}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              · {formatDate(entry.createdAt)}
            </Text>
          </Group>
          <ScrollArea.Autosize mah="60vh">
            <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {entry.content}
            </Text>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Modal>
  );
}
