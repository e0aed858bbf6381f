import { Alert, Text } from "@mantine/core";
import { type ContentEventDto, commentMessages } from "@studio/shared";
import { IconMessageReport } from "@tabler/icons-react";
import dayjs from "dayjs";
import { pendingChangeRequest } from "./comment-threads";

/** The reviewer's last change request, at the top of the editor until the item is submitted again. */
export function ChangeRequestNote({ events }: { events: ContentEventDto[] }) {
  const request = pendingChangeRequest(events);
  if (!request) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMessageReport size={18} />}
      title={commentMessages.changesRequested}
      data-testid="change-request"
    >
      <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
        {request.note}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {request.actorName ?? "A reviewer"} · {dayjs(request.at).format("MMM D, YYYY h:mm A")}
        {request.version ? ` · on version ${request.version}` : ""}
      </Text>
    </Alert>
  );
}
