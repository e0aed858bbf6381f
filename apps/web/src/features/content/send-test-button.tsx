import { Button, Tooltip } from "@mantine/core";
import { type ContentItemDto, emailMessages, isEmailKind } from "@studio/shared";
import { IconMailForward } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";
import { useCurrentUser } from "../auth/use-current-user";

/**
 * "Send me a test" (issue 25 item 3): the approved email to the signed-in person's own address.
 * Shown on newsletters and SAM emails; disabled, with a tooltip saying why, until the item is
 * approved. The server's answer (no SMTP_URL, the hourly limit) is the failure toast.
 */
export function SendTestButton({ item }: { item: ContentItemDto }) {
  const trpc = useTRPC();
  const { user } = useCurrentUser();
  const send = useMutation(
    trpc.content.sendTest.mutationOptions({
      onSuccess: (_result, input) =>
        notify.success(emailMessages.sendTestSent(input.to), item.subject ?? item.title),
      onError: notify.failure(emailMessages.sendTestFailedTitle, "Please try again."),
    }),
  );
  // A send records a use, which is the owner's or an administrator's to record.
  const mayUse = user !== null && (user.id === item.ownerId || user.role === "admin");
  if (!isEmailKind(item.botType) || (user !== null && !mayUse)) return null;
  const approved = item.status === "approved";
  const button = (
    <Button
      variant="default"
      leftSection={<IconMailForward size={16} />}
      aria-label={
        user ? `${emailMessages.sendTestButton} (to ${user.email})` : emailMessages.sendTestButton
      }
      disabled={!approved || !user}
      loading={send.isPending}
      onClick={() => user && send.mutate({ id: item.id, to: user.email })}
    >
      {emailMessages.sendTestButton}
    </Button>
  );
  if (approved) return button;
  // A disabled button takes no pointer events: the tooltip sits on a wrapper that does.
  return (
    <Tooltip label={emailMessages.sendTestNeedsApproval} withArrow>
      <span data-testid="send-test-disabled">{button}</span>
    </Tooltip>
  );
}
