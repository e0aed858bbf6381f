import { PRODUCTS_STALE_MS } from "@studio/shared";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/** SPEC 9: the landing page caches the product list for 60 s. */
export function useProducts() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.catalog.products.queryOptions(), staleTime: PRODUCTS_STALE_MS });
}

/** SPEC 4: topics load only after a product is chosen. */
export function useTopics(productId: number | null) {
  const trpc = useTRPC();
  return useQuery(trpc.catalog.topics.queryOptions(productId === null ? skipToken : { productId }));
}

/** What the demo-mode note needs; fetched once per visit. */
export function useSystemInfo() {
  const trpc = useTRPC();
  return useQuery(trpc.system.info.queryOptions());
}
