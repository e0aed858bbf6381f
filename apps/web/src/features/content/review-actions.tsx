import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { availableReviewSteps, type Role } from "@studio/shared";
import { IconCheck, IconMessageReport, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { ApproveDialog } from "./approve-dialog";
import type { ContentItemPartProps } from "./use-content-item";

/**
 * Submit (owner), Approve and Request changes (reviewers and administrators): the steps the
 * review state machine (@studio/shared) allows this person from the item's status. Approve and
 * Request changes name the version the reviewer read, so the server refuses (409) when another
 * one is in review by then.
 */
export function ReviewActions({
  item,
  viewer,
  actions,
}: ContentItemPartProps & { viewer: { id: number; role: Role } }) {
  const steps = availableReviewSteps(item, {
    role: viewer.role,
    isOwner: item.ownerId === viewer.id,
  });
  const [approveOpen, approveModal] = useDisclosure(false);
  const [changesOpen, changesModal] = useDisclosure(false);
  const [note, setNote] = useState("");
  const blocking = (item.compliance?.flags ?? []).filter((flag) => flag.severity === "block");
  const read = { id: item.id, version: item.version };
  const approve = () => {
    if (blocking.length > 0) approveModal.open();
    else actions.approve.mutate(read);
  };

  return (
    <>
      {steps.includes("submit") && (
        <Button
          leftSection={<IconSend size={16} />}
          loading={actions.submit.isPending}
          onClick={() => actions.submit.mutate({ id: item.id })}
        >
          Submit for review
        </Button>
      )}
      {steps.includes("approve") && (
        <Button
          color="green"
          leftSection={<IconCheck size={16} />}
          loading={actions.approve.isPending}
          onClick={approve}
        >
          Approve
        </Button>
      )}
      {steps.includes("request_changes") && (
        <Button
          variant="default"
          leftSection={<IconMessageReport size={16} />}
          onClick={changesModal.open}
        >
          Request changes
        </Button>
      )}
      <ApproveDialog
        key={item.version}
        opened={approveOpen}
        onClose={approveModal.close}
        flags={blocking}
        pending={actions.approve.isPending}
        onConfirm={(reasons) =>
          actions.approve.mutate({ ...read, ...reasons }, { onSuccess: approveModal.close })
        }
      />
      <ReasonModal
        opened={changesOpen}
        onClose={changesModal.close}
        title="Request changes"
        label="What should change?"
        reason={note}
        onReasonChange={setNote}
        confirm={{ label: "Send back to draft" }}
        pending={actions.requestChanges.isPending}
        onConfirm={(reason) =>
          actions.requestChanges.mutate(
            { ...read, note: reason },
            {
              onSuccess: () => {
                setNote("");
                changesModal.close();
              },
            },
          )
        }
      />
    </>
  );
}

interface ReasonModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  label: string;
  reason: string;
  onReasonChange: (reason: string) => void;
  confirm: { label: string; color?: string };
  pending: boolean;
  /** Gets the reason trimmed; the button stays disabled while it is blank. */
  onConfirm: (reason: string) => void;
}

/** A review step that needs a written reason: a change request's note. */
function ReasonModal(props: ReasonModalProps) {
  const reason = props.reason.trim();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      <Stack>
        <Textarea
          label={props.label}
          value={props.reason}
          onChange={(event) => props.onReasonChange(event.currentTarget.value)}
          minRows={3}
          autosize
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            color={props.confirm.color}
            disabled={reason === ""}
            loading={props.pending}
            onClick={() => props.onConfirm(reason)}
          >
            {props.confirm.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
