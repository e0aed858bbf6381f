import { type ContentItemDto, contentMessages, recordMessages } from "@studio/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage, isConflict } from "../../lib/error-message";
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
  /**
   * A 409 means someone else moved the item first (a newer save, or another version in review):
   * the toast says so in the server's words. A reviewer's page reads the item again to show the
   * version now in review; the editor keeps the writer's unsaved text (reading the item again
   * would replace it), and the toast tells them to reload.
   */
  const onConflict = (title: string, reread: boolean) => (error: unknown) => {
    if (!isConflict(error)) return onError(error);
    notify.error(title, errorMessage(error, "Reload to see the latest version."));
    if (reread) {
      void queryClient.invalidateQueries({ queryKey: trpc.content.get.queryKey({ id }) });
    }
  };
  const guarded = (message: string, conflictTitle: string, reread: boolean) => ({
    onSuccess: onSuccess(message),
    onError: onConflict(conflictTitle, reread),
  });
  return {
    item,
    update: useMutation(
      trpc.content.update.mutationOptions(
        guarded("Saved as a new version", contentMessages.editConflictTitle, false),
      ),
    ),
    restore: useMutation(
      trpc.content.restore.mutationOptions(options("Restored as a new version")),
    ),
    regenerate: useMutation(
      trpc.content.regenerate.mutationOptions(options("Regenerated as a new version")),
    ),
    submit: useMutation(trpc.content.submit.mutationOptions(options("Submitted for review"))),
    approve: useMutation(
      trpc.content.approve.mutationOptions(
        guarded("Approved", contentMessages.staleReviewTitle, true),
      ),
    ),
    requestChanges: useMutation(
      trpc.content.requestChanges.mutationOptions(
        guarded("Changes requested", contentMessages.staleReviewTitle, true),
      ),
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
