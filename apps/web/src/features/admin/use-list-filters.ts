import type { BotType } from "@studio/shared";
import { useState } from "react";
import { isBotType } from "./bot-type-badge";

/** The select value meaning "no filter". */
export const ALL = "all";

export interface ListFilters {
  search: string;
  setSearch: (value: string) => void;
  product: string;
  setProduct: (value: string) => void;
  bot: string;
  setBot: (value: string) => void;
  /** The chosen product, or undefined for all products. */
  productId: number | undefined;
  /** The chosen bot, or undefined for all bots. */
  botType: BotType | undefined;
  /** Any filter is narrowing the list: the empty state then says so instead of offering "Add". */
  filtering: boolean;
}

/** Search text plus product and bot filters, as the topics and knowledge lists offer them. */
export function useListFilters(): ListFilters {
  const [search, setSearch] = useState("");
  const [product, setProduct] = useState(ALL);
  const [bot, setBot] = useState(ALL);
  return {
    search,
    setSearch,
    product,
    setProduct,
    bot,
    setBot,
    productId: product === ALL ? undefined : Number(product),
    botType: isBotType(bot) ? bot : undefined,
    filtering: search.trim() !== "" || product !== ALL || bot !== ALL,
  };
}
