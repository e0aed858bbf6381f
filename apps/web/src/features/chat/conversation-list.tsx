import { ActionIcon, Box, Button, Center, Loader, ScrollArea, Stack, Text } from "@mantine/core";
import { type ConversationSummaryDto, chatMessages } from "@studio/shared";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import classes from "./chat.module.css";
import { formatConversationDate } from "./chat-dates";

interface ConversationListProps {
  conversations: ConversationSummaryDto[] | undefined;
  activeId: number | null;
  creating: boolean;
  onNew: () => void;
  onDelete: (id: number) => void;
  /** Called after a conversation is picked (the mobile drawer closes). */
  onNavigate?: () => void;
}

/** The sidebar: 'New Chat' and the conversations, newest first, each with a hover delete. */
export function ConversationList({
  conversations,
  activeId,
  creating,
  onNew,
  onDelete,
  onNavigate,
}: ConversationListProps) {
  const confirmDelete = (id: number) => {
    if (window.confirm(chatMessages.confirmDelete)) onDelete(id);
  };
  return (
    <Stack gap="sm" h="100%" style={{ minHeight: 0 }}>
      <Box px="sm" pt="sm">
        <Button fullWidth leftSection={<IconPlus size={16} />} onClick={onNew} loading={creating}>
          {chatMessages.newChat}
        </Button>
      </Box>
      <ScrollArea style={{ flex: 1 }} px="xs" pb="sm" type="auto">
        {conversations === undefined ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : conversations.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="xl">
            {chatMessages.noConversations}
          </Text>
        ) : (
          <Stack gap={2} component="nav" aria-label={chatMessages.conversationsLabel}>
            {conversations.map((conversation) => (
              <div
                key={conversation.id}
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
                <ActionIcon
                  className={classes.itemDelete}
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`${chatMessages.deleteConversation}: ${conversation.title}`}
                  onClick={() => confirmDelete(conversation.id)}
                >
                  <IconTrash size={15} />
                </ActionIcon>
              </div>
            ))}
          </Stack>
        )}
      </ScrollArea>
    </Stack>
  );
}
