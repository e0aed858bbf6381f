import type { ProductDto } from "@studio/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../lib/trpc";

export interface ProductsState {
  products: ProductDto[];
  isLoading: boolean;
  /** Select options: values are ids as strings, as Mantine selects need. */
  options: { value: string; label: string }[];
  nameOf: (id: number) => string | undefined;
}

/** The product list, shared by every admin table that shows or filters by product. */
export function useProducts(): ProductsState {
  const trpc = useTRPC();
  const query = useQuery(trpc.catalog.products.queryOptions());
  return useMemo(() => {
    const products = query.data ?? [];
    const names = new Map(products.map((p) => [p.id, p.name]));
    return {
      products,
      isLoading: query.isPending,
      options: products.map((p) => ({ value: String(p.id), label: p.name })),
      nameOf: (id: number) => names.get(id),
    };
  }, [query.data, query.isPending]);
}
