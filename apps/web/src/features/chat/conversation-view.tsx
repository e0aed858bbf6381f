import { Center, Loader, Text } from "@mantine/core";
import { CHAT_POLL_MS, chatMessages } from "@studio/shared";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../lib/error-message";
import { useTRPC } from "../../lib/trpc";
import { MessageList } from "./message-list";
import type { LiveReply } from "./use-chat-stream";

interface ConversationViewProps {
  conversationId: number;
  live: LiveReply | null;
  userInitial: string;
  onRegenerate: (replacingId: number) => void;
}

/** The open conversation's messages, re-polled every 5 s (SPEC 9) except while a reply streams. */
export function ConversationView({
  conversationId,
  live,
  userInitial,
  onRegenerate,
}: ConversationViewProps) {
  const trpc = useTRPC();
  const messages = useQuery({
    ...trpc.conversations.messages.queryOptions({ conversationId }),
    // While streaming, the stream is the fresher source; a poll would only race it.
    refetchInterval: live ? false : CHAT_POLL_MS,
  });

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
    />
  );
}
