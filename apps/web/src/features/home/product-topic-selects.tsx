import { Select, Stack } from "@mantine/core";
import { useMemo } from "react";
import { useProducts, useTopics } from "./catalog-queries";
import { homeStrings } from "./home-strings";

export interface NamedOption {
  id: number;
  name: string;
}

interface SelectOption {
  value: string;
  label: string;
}

/** Select values are the ids as strings; none is ever empty (SPEC 5). */
function toOptions(items: readonly NamedOption[] | undefined): SelectOption[] {
  return (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));
}

/** What each catalog list says when it could not be loaded, or has nothing to offer. */
const catalogCopy = {
  product: { failed: homeStrings.productsFailed, nothingFound: homeStrings.noProducts },
  topic: { failed: homeStrings.topicsFailed, nothingFound: homeStrings.noTopics },
} as const;

interface CatalogSelectProps {
  catalog: keyof typeof catalogCopy;
  label: string;
  placeholder: string;
  /** The catalog query the choices come from. */
  items: { data: NamedOption[] | undefined; isError: boolean };
  value: number | null;
  onChange: (item: NamedOption | null) => void;
  disabled: boolean | undefined;
}

/** A required pick from a catalog list (products, topics): by id, answered with the whole item. */
function CatalogSelect({ catalog, items, value, onChange, ...props }: CatalogSelectProps) {
  const { failed, nothingFound } = catalogCopy[catalog];
  const options = useMemo(() => toOptions(items.data), [items.data]);
  return (
    <Select
      {...props}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        onChange(items.data?.find((item) => item.id === id) ?? null);
      }}
      error={items.isError ? failed : undefined}
      nothingFoundMessage={nothingFound}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ shadow: "md" }}
      searchable={options.length > 8}
    />
  );
}

interface ProductSelectProps {
  value: number | null;
  onChange: (product: NamedOption | null) => void;
  disabled?: boolean;
}

export function ProductSelect({ value, onChange, disabled }: ProductSelectProps) {
  const products = useProducts();
  return (
    <CatalogSelect
      catalog="product"
      label={homeStrings.productLabel}
      placeholder={products.isPending ? homeStrings.loading : homeStrings.productPlaceholder}
      items={products}
      value={value}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

interface TopicSelectProps {
  productId: number | null;
  value: number | null;
  onChange: (topic: NamedOption | null) => void;
  label: string;
  disabled?: boolean;
}

export function TopicSelect({ productId, value, onChange, label, disabled }: TopicSelectProps) {
  const topics = useTopics(productId);
  const waiting = productId !== null && topics.isPending;
  return (
    <CatalogSelect
      catalog="topic"
      label={label}
      placeholder={
        productId === null
          ? homeStrings.topicPlaceholderNoProduct
          : waiting
            ? homeStrings.loading
            : homeStrings.topicPlaceholder
      }
      items={topics}
      value={value}
      onChange={onChange}
      disabled={disabled || productId === null}
    />
  );
}

interface ProductTopicSelectsProps {
  product: NamedOption | null;
  topic: NamedOption | null;
  onProductChange: (product: NamedOption | null) => void;
  onTopicChange: (topic: NamedOption | null) => void;
  topicLabel: string;
  disabled?: boolean;
}

/** Product then topic; choosing another product clears the topic (SPEC 4). */
export function ProductTopicSelects({
  product,
  topic,
  onProductChange,
  onTopicChange,
  topicLabel,
  disabled,
}: ProductTopicSelectsProps) {
  return (
    <Stack gap="md">
      <ProductSelect
        value={product?.id ?? null}
        onChange={(next) => {
          if (next?.id !== product?.id) onTopicChange(null);
          onProductChange(next);
        }}
        disabled={disabled}
      />
      <TopicSelect
        productId={product?.id ?? null}
        value={topic?.id ?? null}
        onChange={onTopicChange}
        label={topicLabel}
        disabled={disabled}
      />
    </Stack>
  );
}
