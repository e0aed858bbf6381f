import { Center, Loader, Text } from "@mantine/core";
import { chatMessages } from "@studio/shared";
import { errorMessage } from "../../lib/error-message";
import { type ConversationProps, MessageList } from "./message-list";
import { useMessageWindow } from "./use-message-window";

/**
 * The open conversation's messages: its newest page first, older pages on scrolling up, and a
 * poll every 5 s (SPEC 9) for newer ones, except while a reply streams.
 */
export function ConversationView(props: ConversationProps) {
  const { messages, ...older } = useMessageWindow(props.conversationId, props.live === null);

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
  return <MessageList {...props} {...older} messages={messages.data} />;
}
