import { commentMessages } from "@studio/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";

/** An item's comments, and adding and resolving them; each change reads the list (and item) again. */
export function useComments(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const comments = useQuery({ ...trpc.comments.list.queryOptions({ id }), staleTime: 0 });
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.comments.list.queryKey({ id }) }),
      // The item's Activity lists comments too.
      queryClient.invalidateQueries({ queryKey: trpc.content.get.queryKey({ id }) }),
    ]);
  };
  const onError = notify.failure(commentMessages.title, "Please try again.");
  return {
    comments,
    create: useMutation(trpc.comments.create.mutationOptions({ onSuccess: refresh, onError })),
    resolve: useMutation(trpc.comments.resolve.mutationOptions({ onSuccess: refresh, onError })),
  };
}

export type CommentActions = ReturnType<typeof useComments>;
