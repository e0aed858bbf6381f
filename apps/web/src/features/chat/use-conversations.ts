import { chatMessages } from "@studio/shared";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";
import { conversationPagesOptions } from "./conversation-queries";

/**
 * The signed-in person's conversations, newest first, read a page at a time (`q`: title
 * search in the database), and the actions of the sidebar.
 */
export function useConversations(q = "") {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    ...conversationPagesOptions(trpc, q.trim()),
    // While a search is typed, the previous answer stays until the new one arrives.
    placeholderData: (previous) => previous,
  });
  // Every cached list (each search, each page) is refreshed: order and titles moved.
  const refreshList = () =>
    queryClient.invalidateQueries({ queryKey: trpc.conversations.list.pathKey() });

  const create = useMutation(
    trpc.conversations.create.mutationOptions({
      onSuccess: () => {
        notify.success(chatMessages.createdTitle, chatMessages.created);
        return refreshList();
      },
      onError: notify.failure(chatMessages.errorTitle, chatMessages.createFailed),
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
      onError: notify.failure(chatMessages.errorTitle, chatMessages.deleteFailed),
    }),
  );

  const rename = useMutation(
    trpc.conversations.rename.mutationOptions({
      onSuccess: () => {
        notify.success(chatMessages.renamedTitle, chatMessages.renamed);
        return refreshList();
      },
      onError: notify.failure(chatMessages.errorTitle, chatMessages.renameFailed),
    }),
  );

  return { list, create, remove, rename, refreshList };
}
