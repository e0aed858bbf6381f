import { Group, Select } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import { botTypeOptions } from "./bot-type-badge";
import { SearchInput } from "./search-input";
import { ALL, type ListFilters } from "./use-list-filters";
import { useProducts } from "./use-products";

interface FilterBarProps {
  filters: ListFilters;
  /** Placeholder and accessible name of the search field. */
  searchLabel: string;
}

/** Search by name plus "All products" and "All types" selects, wrapping onto lines on phones. */
export function FilterBar({ filters, searchLabel }: FilterBarProps) {
  const { options: productOptions } = useProducts();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <SearchInput
        label={searchLabel}
        value={filters.search}
        onChange={filters.setSearch}
        style={{ flex: "1 1 240px" }}
      />
      <Select
        aria-label="Filter by product"
        data={[{ value: ALL, label: commonAdmin.allProducts }, ...productOptions]}
        value={filters.product}
        onChange={(v) => filters.setProduct(v ?? ALL)}
        allowDeselect={false}
        w={{ base: "100%", xs: 220 }}
      />
      <Select
        aria-label="Filter by bot type"
        data={[{ value: ALL, label: commonAdmin.allTypes }, ...botTypeOptions]}
        value={filters.bot}
        onChange={(v) => filters.setBot(v ?? ALL)}
        allowDeselect={false}
        w={{ base: "100%", xs: 220 }}
      />
    </Group>
  );
}
