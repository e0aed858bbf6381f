import { Group } from "@mantine/core";
import { commonAdmin } from "@studio/shared";
import { botTypeOptions } from "./bot-type-badge";
import { FilterSelect } from "./filter-select";
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
      <FilterSelect
        label="Filter by product"
        data={[{ value: ALL, label: commonAdmin.allProducts }, ...productOptions]}
        value={filters.product}
        onChange={filters.setProduct}
        width={220}
      />
      <FilterSelect
        label="Filter by bot type"
        data={[{ value: ALL, label: commonAdmin.allTypes }, ...botTypeOptions]}
        value={filters.bot}
        onChange={filters.setBot}
        width={220}
      />
    </Group>
  );
}
