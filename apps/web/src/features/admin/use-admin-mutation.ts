import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../lib/error-message";
import { notify } from "../../lib/notify";
import { useAdminRefresh } from "./use-admin-refresh";

/** The callbacks handed to a tRPC procedure's `mutationOptions`. */
interface FeedbackCallbacks<TData> {
  onSuccess: (data: TData) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * Any tRPC mutation procedure (`trpc.admin.x.create`). The callbacks go in through
 * `mutationOptions`, not on top of its result, so tRPC's own onSuccess wrapper still runs.
 */
export interface MutationProcedure<TData, TError, TVariables> {
  mutationOptions: (
    callbacks: FeedbackCallbacks<TData>,
  ) => UseMutationOptions<TData, TError, TVariables>;
}

export interface AdminMutationFeedback<TData> {
  /** The success toast; the message may name what the server returned ("Created alice"). */
  success: { title: string; message: string | ((data: TData) => string) };
  /** The error toast; the fallback is shown when the server gave no readable reason. */
  error: { title: string; fallback: string };
  /** Runs after the reload and the toast, e.g. to close the dialog. */
  onDone?: () => void;
}

/**
 * Every admin change ends the same way (SPEC 4, SPEC 9): reload all admin and catalog data,
 * then a success toast, then close the dialog; or an error toast with the server's reason.
 * The reload is awaited inside onSuccess so the button keeps spinning until the lists are fresh.
 */
export function useAdminMutation<TData, TError, TVariables>(
  procedure: MutationProcedure<TData, TError, TVariables>,
  { success, error, onDone }: AdminMutationFeedback<TData>,
) {
  const refresh = useAdminRefresh();
  return useMutation(
    procedure.mutationOptions({
      onSuccess: async (data) => {
        await refresh();
        const message =
          typeof success.message === "function" ? success.message(data) : success.message;
        notify.success(success.title, message);
        onDone?.();
      },
      onError: (cause) => notify.error(error.title, errorMessage(cause, error.fallback)),
    }),
  );
}
