import { ActionIcon, Box, Button, Center, Loader, Stack, Text, TextInput } from "@mantine/core";
import { type ConversationSummaryDto, chatMessages } from "@studio/shared";
import { type Icon, IconPencil, IconPlus, IconSearch, IconTrash } from "@tabler/icons-react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import classes from "./chat.module.css";
import { formatConversationDate } from "./chat-dates";

interface ConversationListProps {
  conversations: ConversationSummaryDto[] | undefined;
  activeId: number | null;
  creating: boolean;
  search: string;
  onSearch: (q: string) => void;
  /** More pages exist; `onLoadMore` asks for the next one. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onNew: () => void;
  onDelete: (id: number) => void;
  onRename: (conversation: ConversationSummaryDto) => void;
  /** Called after a conversation is picked (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** A row's small icon button (rename, delete): chat.module.css shows it on hover or focus. */
function ItemAction({
  icon: Glyph,
  color,
  label,
  onClick,
}: {
  icon: Icon;
  color: string;
  label: string;
  onClick: () => void;
}) {
  return (
    <ActionIcon
      className={classes.itemAction}
      variant="subtle"
      color={color}
      size="sm"
      aria-label={label}
      onClick={onClick}
    >
      <Glyph size={15} />
    </ActionIcon>
  );
}

/** A row's height before it is measured: title and date on two lines. */
const ROW_ESTIMATE_PX = 58;
/** The next page is asked for while this many rows are still below the view. */
const LOAD_AHEAD_ROWS = 10;

/**
 * The sidebar: 'New Chat', a title search and the conversations, newest first, each with
 * hover rename and delete. Only the rows in view are in the DOM (issue 18: thousands of
 * conversations), and the next page loads as the list nears its end.
 */
export function ConversationList({
  conversations,
  activeId,
  creating,
  search,
  onSearch,
  hasMore,
  loadingMore,
  onLoadMore,
  onNew,
  onDelete,
  onRename,
  onNavigate,
}: ConversationListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const rows = conversations ?? [];
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rows.length - LOAD_AHEAD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, lastShown, rows.length, onLoadMore]);

  const confirmDelete = (id: number) => {
    if (window.confirm(chatMessages.confirmDelete)) onDelete(id);
  };
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Stack px="sm" pt="sm" gap="xs">
        <Button fullWidth leftSection={<IconPlus size={16} />} onClick={onNew} loading={creating}>
          {chatMessages.newChat}
        </Button>
        <TextInput
          size="xs"
          aria-label={chatMessages.searchConversations}
          placeholder={chatMessages.searchConversations}
          leftSection={<IconSearch size={14} />}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
      </Stack>
      <div className={classes.conversationScroller} ref={scroller}>
        {conversations === undefined ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : conversations.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {search.trim() ? chatMessages.noConversationsFound : chatMessages.noConversations}
          </Text>
        ) : (
          <Box
            component="nav"
            aria-label={chatMessages.conversationsLabel}
            style={{ height: virtualizer.getTotalSize(), position: "relative" }}
          >
            {items.map((item) => {
              const conversation = rows[item.index];
              if (!conversation) return null;
              return (
                <div
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  className={classes.virtualRow}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  <div
                    className={classes.item}
                    data-active={conversation.id === activeId || undefined}
                  >
                    <Link
                      to={`/chat/${conversation.id}`}
                      className={classes.itemLink}
                      aria-current={conversation.id === activeId ? "page" : undefined}
                      onClick={onNavigate}
                    >
                      <Text size="sm" fw={500} truncate="end">
                        {conversation.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatConversationDate(conversation.updatedAt)}
                      </Text>
                    </Link>
                    <ItemAction
                      icon={IconPencil}
                      color="gray"
                      label={`${chatMessages.renameConversation}: ${conversation.title}`}
                      onClick={() => onRename(conversation)}
                    />
                    <ItemAction
                      icon={IconTrash}
                      color="red"
                      label={`${chatMessages.deleteConversation}: ${conversation.title}`}
                      onClick={() => confirmDelete(conversation.id)}
                    />
                  </div>
                </div>
              );
            })}
          </Box>
        )}
        {loadingMore ? (
          <Center py="xs">
            <Loader size="xs" />
          </Center>
        ) : null}
      </div>
    </Stack>
  );
}
