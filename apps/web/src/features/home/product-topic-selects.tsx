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

interface ProductSelectProps {
  value: number | null;
  onChange: (product: NamedOption | null) => void;
  disabled?: boolean;
}

export function ProductSelect({ value, onChange, disabled }: ProductSelectProps) {
  const products = useProducts();
  const options = useMemo(() => toOptions(products.data), [products.data]);
  return (
    <Select
      label={homeStrings.productLabel}
      placeholder={products.isPending ? homeStrings.loading : homeStrings.productPlaceholder}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        const product = products.data?.find((item) => item.id === id) ?? null;
        onChange(product);
      }}
      disabled={disabled}
      error={products.isError ? homeStrings.productsFailed : undefined}
      nothingFoundMessage={homeStrings.noProducts}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ shadow: "md" }}
      searchable={options.length > 8}
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
  const options = useMemo(() => toOptions(topics.data), [topics.data]);
  const waiting = productId !== null && topics.isPending;
  return (
    <Select
      label={label}
      placeholder={
        productId === null
          ? homeStrings.topicPlaceholderNoProduct
          : waiting
            ? homeStrings.loading
            : homeStrings.topicPlaceholder
      }
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const id = next === null ? null : Number(next);
        onChange(topics.data?.find((item) => item.id === id) ?? null);
      }}
      disabled={disabled || productId === null}
      error={topics.isError ? homeStrings.topicsFailed : undefined}
      nothingFoundMessage={homeStrings.noTopics}
      allowDeselect={false}
      checkIconPosition="right"
      comboboxProps={{ shadow: "md" }}
      searchable={options.length > 8}
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
