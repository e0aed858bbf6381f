import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import {
  type ApproveContentInput,
  type ComplianceFlag,
  complianceCategoryLabels,
  contentMessages,
  hasVisibleText,
  reviewMessages,
} from "@studio/shared";
import { useState } from "react";

const keyOf = (flag: Pick<ComplianceFlag, "rule" | "start">) => `${flag.rule}:${flag.start}`;

/** What the dialog sends besides the id and version: one reason per flag, or one for all. */
export type ApprovalReasons = Pick<ApproveContentInput, "decisions" | "override">;

interface ApproveDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The submitted version's blocking flags. */
  flags: readonly ComplianceFlag[];
  pending: boolean;
  onConfirm: (reasons: ApprovalReasons) => void;
}

/**
 * Approving a version with blocking flags (issue 24 item 4): a reason field for each flag, named
 * after the words it flags, or one reason applied to all of them. A reason must contain visible
 * text (the same rule the server applies, @studio/shared `hasVisibleText`).
 */
export function ApproveDialog({ opened, onClose, flags, pending, onConfirm }: ApproveDialogProps) {
  const [applyAll, setApplyAll] = useState(false);
  const [all, setAll] = useState("");
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const reasonOf = (flag: ComplianceFlag) => reasons[keyOf(flag)] ?? "";
  const invisible = (text: string) =>
    text !== "" && !hasVisibleText(text) ? contentMessages.decisionReasonRequired : undefined;
  const ready = applyAll
    ? hasVisibleText(all)
    : flags.every((flag) => hasVisibleText(reasonOf(flag)));

  const confirm = () =>
    onConfirm(
      applyAll
        ? { override: all.trim() }
        : {
            decisions: flags.map((flag) => ({
              rule: flag.rule,
              start: flag.start,
              reason: reasonOf(flag).trim(),
            })),
          },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={reviewMessages.approveDialogTitle}>
      <Stack>
        <Text size="sm">{reviewMessages.approveDialogIntro(flags.length)}</Text>
        {flags.length > 1 && (
          <Checkbox
            label={reviewMessages.applyOneReason}
            checked={applyAll}
            onChange={(event) => setApplyAll(event.currentTarget.checked)}
          />
        )}
        {applyAll ? (
          <Textarea
            label={reviewMessages.reasonForAll(flags.length)}
            value={all}
            error={invisible(all)}
            onChange={(event) => setAll(event.currentTarget.value)}
            minRows={2}
            autosize
            data-autofocus
          />
        ) : (
          flags.map((flag, index) => (
            <Textarea
              key={keyOf(flag)}
              label={reviewMessages.reasonForFlag(
                flag.excerpt,
                complianceCategoryLabels[flag.category] ?? flag.category,
              )}
              description={flag.reason}
              value={reasonOf(flag)}
              error={invisible(reasonOf(flag))}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setReasons((current) => ({ ...current, [keyOf(flag)]: value }));
              }}
              minRows={2}
              autosize
              data-autofocus={index === 0 ? true : undefined}
            />
          ))
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="green" disabled={!ready} loading={pending} onClick={confirm}>
            {reviewMessages.approveWithReasons}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
