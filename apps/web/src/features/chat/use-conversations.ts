import { chatMessages } from "@studio/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../lib/error-message";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";

/** The signed-in person's conversations, newest first, and the actions of the sidebar. */
export function useConversations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.conversations.list.queryOptions());
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: trpc.conversations.list.queryKey() });

  const create = useMutation(
    trpc.conversations.create.mutationOptions({
      onSuccess: () => {
        notify.success(chatMessages.createdTitle, chatMessages.created);
        return refreshList();
      },
      onError: (error) =>
        notify.error(chatMessages.errorTitle, errorMessage(error, chatMessages.createFailed)),
    }),
  );

  const remove = useMutation(
    trpc.conversations.delete.mutationOptions({
      onSuccess: (_data, { id }) => {
        notify.success(chatMessages.deletedTitle, chatMessages.deleted);
        queryClient.removeQueries({
          queryKey: trpc.conversations.messages.queryKey({ conversationId: id }),
        });
        return refreshList();
      },
      onError: (error) =>
        notify.error(chatMessages.errorTitle, errorMessage(error, chatMessages.deleteFailed)),
    }),
  );

  return { list, create, remove, refreshList };
}
