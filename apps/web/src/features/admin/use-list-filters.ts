import { useDebouncedValue } from "@mantine/hooks";
import type { BotType } from "@studio/shared";
import { useState } from "react";
import { isBotType } from "./bot-type-badge";
import { SEARCH_DEBOUNCE_MS } from "./use-paged-query";

/** The select value meaning "no filter". */
export const ALL = "all";

export interface ListFilters {
  search: string;
  setSearch: (value: string) => void;
  product: string;
  setProduct: (value: string) => void;
  bot: string;
  setBot: (value: string) => void;
  /** The search as the server gets it: trimmed, once typing pauses; "" searches nothing. */
  term: string;
  /** The product and bot filters as the list procedures take them; a missing key is "all". */
  narrowing: { productId?: number; botType?: BotType };
  /** Any filter is narrowing the list: the empty state then says so instead of offering "Add". */
  filtering: boolean;
}

/** Search text plus product and bot filters, as the topics and knowledge lists offer them. */
export function useListFilters(): ListFilters {
  const [search, setSearch] = useState("");
  const [product, setProduct] = useState(ALL);
  const [bot, setBot] = useState(ALL);
  const [term] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return {
    search,
    setSearch,
    product,
    setProduct,
    bot,
    setBot,
    term,
    narrowing: {
      ...(product === ALL ? {} : { productId: Number(product) }),
      ...(isBotType(bot) ? { botType: bot } : {}),
    },
    filtering: search.trim() !== "" || product !== ALL || bot !== ALL,
  };
}
