import { Anchor, Text } from "@mantine/core";
import { handoffMessage, handoffTitle } from "@studio/shared/chat";
import { useMutation } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";
import { useCurrentUser } from "../auth/use-current-user";
import { homeStrings, type TextBotId } from "./home-strings";

export interface ChatHandoff {
  start: (args: { product?: string; subject?: string; content: string }) => void;
  isPending: boolean;
}

/**
 * 'Reply in Chat Assistant': a conversation titled after what was generated, holding the draft
 * as a system message, then the chat page. Signed-out visitors are asked to log in first.
 */
export function useChatHandoff(botType: TextBotId): ChatHandoff {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const createConversation = useMutation(trpc.conversations.create.mutationOptions());
  const addMessage = useMutation(trpc.conversations.addMessage.mutationOptions());

  const start: ChatHandoff["start"] = ({ product, subject, content }) => {
    if (!user) {
      notify.error(
        homeStrings.handoffLoginTitle,
        <Text size="sm">
          {homeStrings.handoffLoginMessage}{" "}
          {/* Toasts render outside the router, so the link navigates through the closure. */}
          <Anchor
            href="/login"
            size="sm"
            fw={600}
            onClick={(event) => {
              event.preventDefault();
              notify.clean();
              navigate("/login");
            }}
          >
            {homeStrings.handoffLoginLink}
          </Anchor>
        </Text>,
      );
      return;
    }
    const title = handoffTitle(botType, product, subject);
    createConversation.mutate(
      { title },
      {
        onError: () =>
          notify.error(homeStrings.handoffErrorTitle, homeStrings.createConversationFailed),
        onSuccess: (conversation) => {
          addMessage.mutate(
            {
              conversationId: conversation.id,
              role: "system",
              content: handoffMessage(botType, content),
            },
            {
              onError: () =>
                notify.error(homeStrings.handoffErrorTitle, homeStrings.addMessageFailed),
              onSuccess: () => {
                notify.success(
                  homeStrings.conversationCreatedTitle,
                  homeStrings.conversationCreatedMessage,
                );
                navigate(`/chat/${conversation.id}`);
              },
            },
          );
        },
      },
    );
  };

  return { start, isPending: createConversation.isPending || addMessage.isPending };
}
