import type { AppRouter } from "@studio/api";
import { ADMIN_USER_PAGE_SIZE, type Role, type UserApprovalFilter } from "@studio/shared";
import type { TRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { nextPageParam } from "../use-paged-query";

/** The user list's server-side filters; undefined: not filtered. */
export interface UserListFilters {
  q?: string;
  role?: Role;
  approval?: UserApprovalFilter;
}

/**
 * The user list's pages, in one place so the route preload (before React renders) and the panel
 * share the exact query key.
 */
export function userPagesOptions(trpc: TRPCOptionsProxy<AppRouter>, filters: UserListFilters = {}) {
  return trpc.admin.users.list.infiniteQueryOptions(
    { limit: ADMIN_USER_PAGE_SIZE, ...filters },
    { getNextPageParam: nextPageParam },
  );
}
