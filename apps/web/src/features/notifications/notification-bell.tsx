import { ActionIcon, Indicator, Tooltip } from "@mantine/core";
import {
  NOTIFICATION_POLL_MS,
  NOTIFICATION_UNREAD_CAP,
  notificationMessages,
} from "@studio/shared";
import { IconBell } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { useTRPC } from "../../lib/trpc";

// The list, its paging and the drawer load when the bell is first pressed (or hovered): the
// header itself only needs this button and one small count, read again every half minute and
// when the tab regains focus.

/**
 * The count is first read a moment after the page has painted, in a request of its own: in the
 * first batch it would hold up (or uncache) the reads the page paints with.
 */
const FIRST_READ_DELAY_MS = 1_000;
const loadInbox = () => import("./notification-inbox");
const NotificationInbox = lazy(() =>
  loadInbox().then((module) => ({ default: module.NotificationInbox })),
);

/** The header's bell: the unread count on it, the inbox in a drawer. */
export function NotificationBell() {
  const trpc = useTRPC();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(true), FIRST_READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const count = useQuery({
    ...trpc.notifications.unreadCount.queryOptions(),
    enabled: settled,
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
