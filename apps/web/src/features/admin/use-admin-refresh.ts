import { useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * After any admin change every catalog and admin list is reloaded (SPEC 4): a product rename
 * shows in the topic table, a deleted product's topics vanish, the dashboard counts move.
 */
export function useAdminRefresh(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.catalog.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
    ]);
  };
}
