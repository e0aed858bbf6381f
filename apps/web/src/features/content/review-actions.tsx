import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import type { ContentItemDto } from "@studio/shared";
import { hasBlockingFlags } from "@studio/shared";
import { IconCheck, IconMessageReport, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import type { useContentItem } from "./use-content-item";

type Actions = ReturnType<typeof useContentItem>;

/** Submit (owner), Approve and Request changes (administrators), as the status allows. */
export function ReviewActions({
  item,
  isAdmin,
  actions,
}: {
  item: ContentItemDto;
  isAdmin: boolean;
  actions: Actions;
}) {
  const [approveOpen, approveModal] = useDisclosure(false);
  const [changesOpen, changesModal] = useDisclosure(false);
  const [override, setOverride] = useState("");
  const [note, setNote] = useState("");
  const blocking = hasBlockingFlags(item.compliance);
  const approve = () => {
    if (blocking) approveModal.open();
    else actions.approve.mutate({ id: item.id });
  };

  return (
    <>
      {item.status === "draft" && item.kind !== "image" && item.kind !== "cover" && (
        <Button
          leftSection={<IconSend size={16} />}
          loading={actions.submit.isPending}
          onClick={() => actions.submit.mutate({ id: item.id })}
        >
          Submit for review
        </Button>
      )}
      {isAdmin && item.status === "in_review" && (
        <>
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={actions.approve.isPending}
            onClick={approve}
          >
            Approve
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessageReport size={16} />}
            onClick={changesModal.open}
          >
            Request changes
          </Button>
        </>
      )}
      <Modal opened={approveOpen} onClose={approveModal.close} title="Approve with an override">
        <Stack>
          <Text size="sm">
            This version has blocking compliance flags. Approving it anyway needs a reason, which is
            kept with the approval.
          </Text>
          <Textarea
            label="Override reason"
            value={override}
            onChange={(event) => setOverride(event.currentTarget.value)}
            minRows={3}
            autosize
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={approveModal.close}>
              Cancel
            </Button>
            <Button
              color="green"
              disabled={override.trim() === ""}
              loading={actions.approve.isPending}
              onClick={() =>
                actions.approve.mutate(
                  { id: item.id, override: override.trim() },
                  { onSuccess: approveModal.close },
                )
              }
            >
              Approve with override
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={changesOpen} onClose={changesModal.close} title="Request changes">
        <Stack>
          <Textarea
            label="What should change?"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            minRows={3}
            autosize
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={changesModal.close}>
              Cancel
            </Button>
            <Button
              disabled={note.trim() === ""}
              loading={actions.requestChanges.isPending}
              onClick={() =>
                actions.requestChanges.mutate(
                  { id: item.id, note: note.trim() },
                  {
                    onSuccess: () => {
                      setNote("");
                      changesModal.close();
                    },
                  },
                )
              }
            >
              Send back to draft
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
