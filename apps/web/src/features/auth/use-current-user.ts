import type { CurrentUser } from "@studio/shared";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";
import { useHydrating } from "../../lib/use-hydrating";

export interface CurrentUserState {
  /** The signed-in person, or null when signed out (including on 401 or any failure). */
  user: CurrentUser | null;
  /** True until the first answer about the session arrives. */
  isLoading: boolean;
  isAdmin: boolean;
}

export function useCurrentUser(): CurrentUserState {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  // A prerendered page was rendered before anyone asked: it hydrates as "not known yet".
  const hydrating = useHydrating();
  if (hydrating) return { user: null, isLoading: true, isAdmin: false };
  const user = me.isError ? null : (me.data ?? null);
  return { user, isLoading: me.isPending, isAdmin: user?.role === "admin" };
}
