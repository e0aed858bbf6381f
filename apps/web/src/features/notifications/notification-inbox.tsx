import { Button, Drawer, Group, Loader, Stack, Text, UnstyledButton } from "@mantine/core";
import { type NotificationDto, notificationMessages } from "@studio/shared";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useNavigate } from "react-router-dom";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";

const PAGE = 20;

/** The inbox: newest first, a page at a time; opening one marks it read and goes to its item. */
export function NotificationInbox({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const pages = useInfiniteQuery({
    ...trpc.notifications.list.infiniteQueryOptions(
      { limit: PAGE },
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
    enabled: opened,
    // Read fresh each time the drawer opens: new ones arrive while it is closed.
    staleTime: 0,
    refetchOnMount: "always",
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.notifications.unreadCount.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() }),
    ]);
  const onError = notify.failure(notificationMessages.title, "Please try again.");
  const read = useMutation(
    trpc.notifications.read.mutationOptions({ onSuccess: refresh, onError }),
  );
  const readAll = useMutation(
    trpc.notifications.readAll.mutationOptions({ onSuccess: refresh, onError }),
  );
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const open = (notification: NotificationDto) => {
    if (!notification.read) read.mutate({ id: notification.id });
    onClose();
    if (notification.contentId !== null) navigate(`/content/${notification.contentId}`);
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={notificationMessages.title}
      aria-label={notificationMessages.title}
    >
      <Stack gap="xs">
        {items.some((n) => !n.read) && (
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
            >
              {notificationMessages.markAllRead}
            </Button>
          </Group>
        )}
        {pages.isPending ? (
          <Group justify="center" py="md">
            <Loader size="sm" aria-label="Loading notifications" />
          </Group>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {notificationMessages.empty}
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {items.map((notification) => (
              <li key={notification.id}>
                <UnstyledButton
                  component="a"
                  href={
                    notification.contentId === null
                      ? undefined
                      : `/content/${notification.contentId}`
                  }
                  onClick={(event) => {
                    event.preventDefault();
                    open(notification);
                  }}
                  data-testid="notification"
                  data-unread={!notification.read || undefined}
                  p="xs"
                  w="100%"
                  style={{
                    display: "block",
                    borderRadius: "var(--mantine-radius-sm)",
                    background: notification.read ? undefined : "var(--mantine-color-blue-light)",
                  }}
                >
                  <Text size="sm" fw={notification.read ? 400 : 600}>
                    {notification.text}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {notification.read ? "" : "Unread · "}
                    {dayjs(notification.createdAt).format("MMM D, h:mm A")}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        {pages.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {notificationMessages.loadMore}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
