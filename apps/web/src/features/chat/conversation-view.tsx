import { Center, Loader, Text } from "@mantine/core";
import { chatMessages } from "@studio/shared";
import { errorMessage } from "../../lib/error-message";
import { MessageList } from "./message-list";
import type { LiveReply } from "./use-chat-stream";
import { useMessageWindow } from "./use-message-window";

interface ConversationViewProps {
  conversationId: number;
  live: LiveReply | null;
  userInitial: string;
  onRegenerate: (replacingId: number) => void;
}

/**
 * The open conversation's messages: its newest page first, older pages on scrolling up, and a
 * poll every 5 s (SPEC 9) for newer ones, except while a reply streams.
 */
export function ConversationView({
  conversationId,
  live,
  userInitial,
  onRegenerate,
}: ConversationViewProps) {
  const { messages, hasOlder, loadingOlder, loadOlder } = useMessageWindow(
    conversationId,
    live === null,
  );

  // A failed poll keeps showing what was loaded; only a first load that failed shows the error.
  if (messages.data === undefined) {
    return (
      <Center style={{ flex: 1 }} p="xl">
        {messages.isError ? (
          <Text c="dimmed" role="alert">
            {errorMessage(messages.error, chatMessages.loadFailed)}
          </Text>
        ) : (
          <Loader />
        )}
      </Center>
    );
  }
  return (
    <MessageList
      conversationId={conversationId}
      messages={messages.data}
      live={live}
      userInitial={userInitial}
      onRegenerate={onRegenerate}
      hasOlder={hasOlder}
      loadingOlder={loadingOlder}
      onLoadOlder={loadOlder}
    />
  );
}
