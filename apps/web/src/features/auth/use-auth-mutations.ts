import type { CurrentUser } from "@studio/shared";
import { hashKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * Changing who is signed in drops everything cached for the previous person, then stores the
 * new session answer directly so the UI updates without another round trip (SPEC 4).
 */
function useReplaceSession() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (user: CurrentUser | null) => {
    const meKey = trpc.auth.me.queryKey();
    const meHash = hashKey(meKey);
    queryClient.removeQueries({ predicate: (query) => query.queryHash !== meHash });
    queryClient.setQueryData(meKey, user);
  };
}

export function useLogin() {
  const trpc = useTRPC();
  const replaceSession = useReplaceSession();
  return useMutation(trpc.auth.login.mutationOptions({ onSuccess: replaceSession }));
}

export function useLogout() {
  const trpc = useTRPC();
  const replaceSession = useReplaceSession();
  return useMutation(trpc.auth.logout.mutationOptions({ onSuccess: () => replaceSession(null) }));
}

/** A new account is pending approval, so nobody is signed in afterwards: the session is unchanged. */
export function useRegister() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.register.mutationOptions());
}
