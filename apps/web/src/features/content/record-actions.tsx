import { Button, Group, Text } from "@mantine/core";
import { recordMessages } from "@studio/shared";
import { IconFileCertificate, IconSend2 } from "@tabler/icons-react";
import dayjs from "dayjs";
import type { ContentItemPartProps } from "./use-content-item";

const when = (iso: string) => dayjs(iso).format("MMM D, YYYY h:mm A");

/**
 * The approval record (a PDF an examiner can be handed) and "Mark as used", which dates the
 * approved text's first and last use. Shown with the approval; use only while it is approved.
 */
export function RecordActions({ item, actions }: ContentItemPartProps) {
  const approval = item.approval;
  if (!approval) return null;
  return (
    <>
      {approval.firstUsedAt && approval.lastUsedAt && (
        <Text size="sm" data-testid="use-dates">
          First used {when(approval.firstUsedAt)} · last used {when(approval.lastUsedAt)}
        </Text>
      )}
      <Group gap="xs" mt="xs">
        <Button
          component="a"
          href={`/api/content/${item.id}/record?format=pdf`}
          download
          size="xs"
          variant="default"
          leftSection={<IconFileCertificate size={14} />}
        >
          {recordMessages.recordButton}
        </Button>
        {item.status === "approved" && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconSend2 size={14} />}
            loading={actions.use.isPending}
            onClick={() => actions.use.mutate({ id: item.id })}
          >
            {recordMessages.markUsed}
          </Button>
        )}
      </Group>
    </>
  );
}
