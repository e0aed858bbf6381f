import { type ContentItemDto, recordMessages } from "@studio/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { notify } from "../../lib/notify";
import { useTRPC } from "../../lib/trpc";

/** The item and every action on it; each action answers the updated item, which replaces ours. */
export function useContentItem(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const item = useQuery({ ...trpc.content.get.queryOptions({ id }), staleTime: 0 });
  const onSuccess = (message: string) => (next: ContentItemDto) => {
    queryClient.setQueryData(trpc.content.get.queryKey({ id }), next);
    void queryClient.invalidateQueries({ queryKey: trpc.content.list.pathKey() });
    notify.success(message, next.title);
  };
  const onError = notify.failure("Something went wrong", "Please try again.");
  const options = (message: string) => ({ onSuccess: onSuccess(message), onError });
  return {
    item,
    update: useMutation(trpc.content.update.mutationOptions(options("Saved as a new version"))),
    restore: useMutation(
      trpc.content.restore.mutationOptions(options("Restored as a new version")),
    ),
    regenerate: useMutation(
      trpc.content.regenerate.mutationOptions(options("Regenerated as a new version")),
    ),
    submit: useMutation(trpc.content.submit.mutationOptions(options("Submitted for review"))),
    approve: useMutation(trpc.content.approve.mutationOptions(options("Approved"))),
    requestChanges: useMutation(
      trpc.content.requestChanges.mutationOptions(options("Changes requested")),
    ),
    // A use answers its dates, not the item: the item (history, dates) is read again.
    use: useMutation(
      trpc.content.use.mutationOptions({
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.content.get.queryKey({ id }) });
          notify.success(recordMessages.markedUsed, item.data?.title ?? "");
        },
        onError,
      }),
    ),
  };
}

export type ContentItemActions = ReturnType<typeof useContentItem>;

/** What each part of the item page gets: the item as loaded and the actions on it. */
export interface ContentItemPartProps {
  item: ContentItemDto;
  actions: ContentItemActions;
}
