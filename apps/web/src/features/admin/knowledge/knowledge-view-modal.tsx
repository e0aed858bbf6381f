import { Group, ScrollArea, Stack, Text } from "@mantine/core";
import type { KnowledgeDto } from "@studio/shared";
import { knowledgeMessages } from "@studio/shared";
import { AdminModal } from "../admin-modal";
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
    <AdminModal
      opened={opened}
      onClose={onClose}
      title={entry?.name ?? knowledgeMessages.viewDialog}
      size="lg"
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
    </AdminModal>
  );
}
