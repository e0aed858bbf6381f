import { Select } from "@mantine/core";
import { useState } from "react";

/** A list filter over fixed values; null means "all". */
export interface Filter<T extends string> {
  values: readonly T[];
  value: T | null;
  /** Takes the Select's raw value: cleared, or anything outside the list, is "all". */
  select: (next: string | null) => void;
}

export function useFilter<T extends string>(values: readonly T[]): Filter<T> {
  const [value, setValue] = useState<T | null>(null);
  const select = (next: string | null) => setValue(values.find((v) => v === next) ?? null);
  return { values, value, select };
}

interface FilterSelectProps<T extends string> {
  label: string;
  /** Shown while the filter is cleared: "All types", "All statuses". */
  placeholder: string;
  labels: Readonly<Record<T, string>>;
  filter: Filter<T>;
}

export function FilterSelect<T extends string>({
  label,
  placeholder,
  labels,
  filter,
}: FilterSelectProps<T>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      data={filter.values.map((value) => ({ value, label: labels[value] }))}
      value={filter.value}
      onChange={filter.select}
      clearable
    />
  );
}
