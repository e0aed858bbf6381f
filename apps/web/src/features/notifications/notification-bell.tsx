import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_UNREAD_CAP,
  notificationMessages,
} from "@studio/shared";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTRPC } from "../../lib/trpc";

// The list, its paging and the drawer load when the bell is first pressed (or hovered): the
// header itself only needs this button and one small count, read again every half minute and
// when the tab regains focus.
const loadInbox = () => import("./notification-inbox");
const NotificationInbox = lazy(() =>
  loadInbox().then((module) => ({ default: module.NotificationInbox })),
);

/** The header's bell: the unread count on it, the inbox in a drawer. */
export function NotificationBell() {
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const count = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const unread = count.data?.unread ?? 0;
  const label = notificationMessages.bellLabel(unread);

  return (
    <>
      <Tooltip label={label}>
        <Indicator
          label={unread > NOTIFICATION_UNREAD_CAP ? `${NOTIFICATION_UNREAD_CAP}+` : unread}
          size={16}
          offset={6}
          color="red"
          disabled={unread === 0}
          data-testid="notification-count"
        >
          <ActionIcon
            size={36}
            variant={opened ? "light" : "subtle"}
            color={opened ? undefined : "gray"}
            aria-label={label}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onMouseEnter={() => void loadInbox()}
            onFocus={() => void loadInbox()}
            onClick={() => {
              setWanted(true);
              setOpened(true);
            }}
          >
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationInbox opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
