import { Anchor, Text } from "@mantine/core";
import { handoffMessage, handoffTitle } from "@studio/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";
import { useCurrentUser } from "../auth/use-current-user";
import { homeStrings, type TextBotId } from "./home-strings";
import { type PendingHandoff, savePendingHandoff } from "./pending-handoff";

export interface ChatHandoff {
  start: (args: { product?: string; subject?: string; content: string }) => void;
  isPending: boolean;
}

/**
 * Creates the conversation titled after what was generated, adds the draft as a system message
 * and opens it in the chat page.
 */
export function useHandoffRunner(): { run: (handoff: PendingHandoff) => void; isPending: boolean } {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createConversation = useMutation(trpc.conversations.create.mutationOptions());
  const addMessage = useMutation(trpc.conversations.addMessage.mutationOptions());

  const run = ({ botType, product, subject, content }: PendingHandoff) => {
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
                // The sidebar may already hold a page read before this conversation existed.
                void queryClient.invalidateQueries({
                  queryKey: trpc.conversations.list.pathKey(),
                });
                navigate(`/chat/${conversation.id}`);
              },
            },
          );
        },
      },
    );
  };
  return { run, isPending: createConversation.isPending || addMessage.isPending };
}

/**
 * 'Reply in Chat Assistant': a conversation titled after what was generated, holding the draft
 * as a system message, then the chat page. A signed-out visitor is asked to log in first; the
 * draft is kept and handed off as soon as they have (see use-resume-handoff).
 */
export function useChatHandoff(botType: TextBotId): ChatHandoff {
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const runner = useHandoffRunner();

  const start: ChatHandoff["start"] = ({ product, subject, content }) => {
    if (!user) {
      savePendingHandoff({ botType, product, subject, content });
      notify.info(
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
    runner.run({ botType, product, subject, content });
  };

  return { start, isPending: runner.isPending };
}
